// SPDX-License-Identifier: GPL-3.0-or-later
// The position editor's problems in words (issue 22, item 10): an en passant square without
// the pawn that just moved names that pawn's colour, so that "a pawn on e5" is not read as
// the white pawn standing there.
#include <QtTest>

#include "app/text/setuptexts.h"
#include "core/setup/setup.h"
#include "core/setup/setupcheck.h"

using namespace remis;

namespace {

QString epText(const char* fen) {
    auto s = setup::parseSetupFen(fen);
    if (!s) return {};
    for (const setup::Problem& p : setup::checkSetup(*s))
        if (p.code == setup::ProblemCode::EpNoPawn) return app::SetupTexts::text(p, *s);
    return {};
}

}  // namespace

class TestSetupTexts : public QObject {
    Q_OBJECT
private slots:
    void enPassantNamesThePawnsColour() {
        QCOMPARE(epText("4k3/8/8/4P3/8/8/8/4K3 w - e6 0 1"),
                 QStringLiteral("En passant on e6 needs a black pawn on e5 that has just moved "
                                "two squares."));
        QCOMPARE(epText("4k3/8/8/8/4p3/8/8/4K3 b - e3 0 1"),
                 QStringLiteral("En passant on e3 needs a white pawn on e4 that has just moved "
                                "two squares."));
    }
};

QTEST_MAIN(TestSetupTexts)
#include "tst_setuptexts.moc"
