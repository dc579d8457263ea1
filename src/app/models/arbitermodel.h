// ArbiterModel: everything the arbiter panel shows, as Q_PROPERTYs recomputed from
// game().ruling() whenever the controller's state changes: the fifty/75-move count, the
// repetition count and where the position stood before, what the side to move may claim
// (and with which moves, the teaching hint), look-alike positions that do not count and why,
// the game-over banner naming the rule and the FIDE article, the verdict on the last claim,
// and plain-language explanations of each rule. Each NOTIFY signal fires only when one of
// its properties really changed. User-visible strings go through tr() (see RuleTexts).
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <optional>

#include "app/controller/resultruling.h"
#include "app/text/ruletopic.h"
#include "core/rules/game.h"
#include "core/rules/laws.h"

namespace remis::app {

class GameController;

class ArbiterModel : public QObject {
    Q_OBJECT
    // 9.3 / 9.6.2: plies since the last capture or pawn move, and moves by each player.
    Q_PROPERTY(int halfmoveClock READ halfmoveClock NOTIFY halfmoveChanged)
    Q_PROPERTY(int movesEach READ movesEach NOTIFY halfmoveChanged)
    Q_PROPERTY(int lastZeroingPly READ lastZeroingPly NOTIFY halfmoveChanged)
    Q_PROPERTY(QString lastZeroingText READ lastZeroingText NOTIFY halfmoveChanged)
    Q_PROPERTY(double fiftyProgress READ fiftyProgress NOTIFY halfmoveChanged)  // 0..1 to 100
    Q_PROPERTY(
        double seventyFiveProgress READ seventyFiveProgress NOTIFY halfmoveChanged)  // to 150
    Q_PROPERTY(QString halfmoveText READ halfmoveText NOTIFY halfmoveChanged)
    // 9.2 / 9.6.1: occurrences of the current position (this one included).
    Q_PROPERTY(int repetitionCount READ repetitionCount NOTIFY repetitionChanged)
    Q_PROPERTY(QList<int> repetitionPlies READ repetitionPlies NOTIFY repetitionChanged)
    Q_PROPERTY(QString repetitionText READ repetitionText NOTIFY repetitionChanged)
    Q_PROPERTY(
        double threefoldProgress READ threefoldProgress NOTIFY repetitionChanged)       // 0..1 to 3
    Q_PROPERTY(double fivefoldProgress READ fivefoldProgress NOTIFY repetitionChanged)  // 0..1 to 5
    // What the side to move may claim now, and the moves that would make a claim correct.
    Q_PROPERTY(bool canClaimThreefold READ canClaimThreefold NOTIFY claimsChanged)
    Q_PROPERTY(bool canClaimFifty READ canClaimFifty NOTIFY claimsChanged)
    Q_PROPERTY(QStringList threefoldClaimMoves READ threefoldClaimMoves NOTIFY claimsChanged)
    Q_PROPERTY(QStringList threefoldClaimMovesUci READ threefoldClaimMovesUci NOTIFY claimsChanged)
    Q_PROPERTY(QStringList fiftyClaimMoves READ fiftyClaimMoves NOTIFY claimsChanged)
    Q_PROPERTY(QStringList fiftyClaimMovesUci READ fiftyClaimMovesUci NOTIFY claimsChanged)
    Q_PROPERTY(QString claimHint READ claimHint NOTIFY claimsChanged)
    // 9.2.3: earlier positions with the same placement that are NOT the same position.
    Q_PROPERTY(QList<int> lookAlikePlies READ lookAlikePlies NOTIFY lookAlikesChanged)
    Q_PROPERTY(QStringList lookAlikes READ lookAlikes NOTIFY lookAlikesChanged)
    // The result: banner ("Draw: fivefold repetition (FIDE 9.6.1)"), empty while playing.
    Q_PROPERTY(bool isGameOver READ isGameOver NOTIFY outcomeChanged)
    Q_PROPERTY(QString bannerText READ bannerText NOTIFY outcomeChanged)
    Q_PROPERTY(QString resultText READ resultText NOTIFY outcomeChanged)  // "1-0", "1/2-1/2", "*"
    // The verdict on the last claim ("Claim rejected: ... (FIDE 9.5.3)"); cleared by a move.
    Q_PROPERTY(QString claimMessage READ claimMessage NOTIFY claimMessageChanged)
    // A pending draw offer ("White offers a draw (FIDE 9.1.2)"), empty if none.
    Q_PROPERTY(QString offerText READ offerText NOTIFY offerChanged)
    Q_PROPERTY(QString sideToMove READ sideToMove NOTIFY sideToMoveChanged)  // "White" / "Black"
    Q_PROPERTY(bool isWhiteToMove READ isWhiteToMove NOTIFY sideToMoveChanged)
    Q_PROPERTY(QString ruleSetText READ ruleSetText NOTIFY ruleSetChanged)
    // While an earlier position is shown (browsing): the counts, the repetition and the
    // claims are those of the position shown, as they stood then; viewingText says which.
    Q_PROPERTY(bool isViewing READ isViewing NOTIFY viewingChanged)
    Q_PROPERTY(int viewedPly READ viewedPly NOTIFY viewingChanged)
    Q_PROPERTY(QString viewingText READ viewingText NOTIFY viewingChanged)

public:
    // The rules the panel can explain (explanation()): ArbiterModel::Threefold, ...
    using Topic = RuleTopic;
    using enum RuleTopic;

    explicit ArbiterModel(GameController* controller, QObject* parent = nullptr);

    int halfmoveClock() const { return m_half.clock; }
    int movesEach() const { return m_half.clock / 2; }
    int lastZeroingPly() const { return m_half.lastZeroingPly; }
    QString lastZeroingText() const { return m_half.lastZeroingText; }
    double fiftyProgress() const { return qMin(1.0, m_half.clock / double(FiftyMovePlies)); }
    double seventyFiveProgress() const {
        return qMin(1.0, m_half.clock / double(SeventyFiveMovePlies));
    }
    QString halfmoveText() const { return m_half.text; }

    int repetitionCount() const { return m_rep.count; }
    QList<int> repetitionPlies() const { return m_rep.plies; }
    QString repetitionText() const { return m_rep.text; }
    double threefoldProgress() const {
        return qMin(1.0, m_rep.count / double(ThreefoldOccurrences));
    }
    double fivefoldProgress() const { return qMin(1.0, m_rep.count / double(FivefoldOccurrences)); }

    bool canClaimThreefold() const { return m_claims.threefold; }
    bool canClaimFifty() const { return m_claims.fifty; }
    QStringList threefoldClaimMoves() const { return m_claims.threefoldSan; }
    QStringList threefoldClaimMovesUci() const { return m_claims.threefoldUci; }
    QStringList fiftyClaimMoves() const { return m_claims.fiftySan; }
    QStringList fiftyClaimMovesUci() const { return m_claims.fiftyUci; }
    QString claimHint() const { return m_claims.hint; }

    QList<int> lookAlikePlies() const { return m_look.plies; }
    QStringList lookAlikes() const { return m_look.texts; }

    bool isGameOver() const { return m_over.over; }
    QString bannerText() const { return m_over.banner; }
    QString resultText() const { return m_over.result; }
    QString claimMessage() const { return m_claimMessage; }
    QString offerText() const { return m_offerText; }
    // Why no one can accept a draw now (no offer stands, 5.2.3 not met yet, the rulings have
    // stopped); empty when the player the offer was made to may accept. Told by offerChanged.
    QString acceptWhy() const { return m_acceptWhy; }
    QString sideToMove() const { return m_sideText; }
    bool isWhiteToMove() const { return m_whiteToMove; }
    QString ruleSetText() const { return m_ruleSetText; }
    bool isViewing() const { return m_view.viewing; }
    int viewedPly() const { return m_view.ply; }
    QString viewingText() const { return m_view.text; }

    // A few short paragraphs in plain language, for a tooltip or the help pane.
    Q_INVOKABLE QString explanation(remis::app::RuleTopic topic) const;
    // The topic that explains an ending (Termination), e.g. for the banner's tooltip.
    static Topic topicFor(Termination termination);

public slots:
    void recompute();

signals:
    void halfmoveChanged();
    void repetitionChanged();
    void claimsChanged();
    void lookAlikesChanged();
    void outcomeChanged();
    void claimMessageChanged();
    void offerChanged();
    void sideToMoveChanged();
    void ruleSetChanged();
    void viewingChanged();

private:
    static QString notYetAgreeable(Color to, Color toMove);
    struct Half {
        int clock = 0;
        int lastZeroingPly = 0;
        QString lastZeroingText, text;
        bool operator==(const Half&) const = default;
    };
    struct Rep {
        int count = 1;
        QList<int> plies;
        QString text;
        bool operator==(const Rep&) const = default;
    };
    struct Claims {
        bool threefold = false, fifty = false;
        QStringList threefoldSan, threefoldUci, fiftySan, fiftyUci;
        QString hint;
        bool operator==(const Claims&) const = default;
    };
    struct Look {
        QList<int> plies;
        QStringList texts;
        bool operator==(const Look&) const = default;
    };
    struct Over {
        bool over = false;
        QString banner, result;
        bool operator==(const Over&) const = default;
    };
    struct View {
        bool viewing = false;
        int ply = 0;
        QString text;
        bool operator==(const View&) const = default;
    };
    // The game as it stood at the position shown: the game itself, or while browsing a copy
    // taken back to the ply shown (a variation: the ply it branches from).
    const Game& shownGame() const;
    void updateShownGame();
    View computeView() const;
    Half computeHalf() const;
    Rep computeRep() const;
    Claims computeClaims() const;
    Look computeLook() const;
    Over computeOver() const;
    QString observationText(const Game& game) const;
    QString penaltyText(const Game& game) const;
    QString passedFlagText(const Game& game) const;
    QString clockFlagText() const;
    QString withRuling(const QString& banner, const ResultRuling& ruling) const;
    void onClaimJudged(const remis::ClaimVerdict& verdict, remis::Color claimant, bool withMove);
    void setClaimMessage(const QString& text);
    void onAnalysing(bool analysing);
    void onDeadPositionProven(int ply, int movesTakenBack);
    void updateSmallProperties();

    GameController* m_controller;
    Half m_half;
    Rep m_rep;
    Claims m_claims;
    Look m_look;
    Over m_over;
    View m_view;
    std::optional<Game> m_shown;
    QString m_claimMessage, m_offerText, m_sideText, m_ruleSetText;
    QString m_acceptWhy;
    bool m_whiteToMove = true;
    int m_claimPly = -1;  // the ply at which m_claimMessage was set
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
