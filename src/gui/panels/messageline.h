// MessageLine: a label for messages that come and go (a refused move, a FEN error) that
// keeps its height whether or not it shows a message, so that nothing below it moves: the
// room for `lines` lines of text is reserved from the start. A longer message is cut with an
// ellipsis; the whole of it is in the tooltip and the accessible description.
#pragma once

#include <QLabel>

namespace remis::gui {

class MessageLine : public QLabel {
    Q_OBJECT
public:
    explicit MessageLine(QWidget* parent = nullptr, int lines = 1);

    QString message() const { return m_message; }
    void setMessage(const QString& message);
    void clearMessage() { setMessage({}); }
    void setLines(int lines);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    int textHeight() const;
    int reservedHeight() const;
    void fit();

    QString m_message;
    int m_lines;
};

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
