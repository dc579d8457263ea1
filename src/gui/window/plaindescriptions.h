// SPDX-License-Identifier: GPL-3.0-or-later
// PlainDescriptions: a widget's accessible description is its tooltip unless set otherwise,
// and Qt hands a rich-text tooltip over as it is, so Orca read "<p><b>Fifty-move rule</b>"
// aloud. Installed once on the application, this sets every widget's accessible description
// to the plain text of its rich tooltip whenever the tooltip changes (the tooltip itself stays
// rich for the eye). A description set on purpose (one without our mark) is left alone.
#pragma once

#include <QObject>

namespace remis::gui {

class PlainDescriptions : public QObject {
    Q_OBJECT
public:
    static void install();  // on qApp, once
    static QString plainText(const QString& richText);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    using QObject::QObject;
};

}  // namespace remis::gui
