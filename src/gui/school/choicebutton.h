// ChoiceButton: a radio button whose text wraps to the width it is given, so that a long
// answer option (German, Spanish, the presenter's large font) takes more lines instead of
// being cut off at the right. The text stays the button's own (text(), the accessible name).
#pragma once

#include <QRadioButton>

namespace remis::gui {

class ChoiceButton : public QRadioButton {
    Q_OBJECT
public:
    explicit ChoiceButton(const QString& text, QWidget* parent = nullptr);
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent*) override;
    bool hitButton(const QPoint& pos) const override { return rect().contains(pos); }

private:
    QRect textRect(int width) const;  // where the text goes, for a button `width` wide
    int indicatorWidth() const;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
