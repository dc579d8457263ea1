#include "gui/window/savetarget.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

#include "app/files/pgnfile.h"

namespace remis::gui {

SaveTarget SaveTarget::inspect(const QString& path, const QString& sourcePath, int writing) {
    SaveTarget target;
    target.path = path;
    target.writing = writing;
    const QFileInfo info(path);
    target.exists = info.exists();
    if (!target.exists) return target;
    target.isSource = !sourcePath.isEmpty() &&
                      info.canonicalFilePath() == QFileInfo(sourcePath).canonicalFilePath();
    app::PgnFile file;
    // A file that is not PGN holds no games to lose; it is replaced only when the user says so.
    if (file.open(path)) target.games = file.gameCount();
    return target;
}

QString SaveTarget::question() const {
    const QString name = QFileInfo(path).fileName();
    if (games == 0) return tr("%1 already exists.").arg(name);
    if (isSource)
        return tr("%1 is the file this game comes from and holds %n game(s).", "", games).arg(name);
    return tr("%1 already holds %n game(s).", "", games).arg(name);
}

QString SaveTarget::details() const {
    if (lostGames() <= 0 && (games == 0 || writing <= 1)) return tr("Do you want to replace it?");
    if (writing > 1)
        return tr("Replacing it with these %n game(s) removes the games it holds now.", "",
                  writing);
    if (isSource)
        return tr("Replacing it with this game alone removes the other %n game(s).", "",
                  lostGames());
    return tr("Replacing it with this game alone removes the %n game(s) in it.", "", lostGames());
}

SaveTarget::Answer SaveTarget::ask(QWidget* parent) const {
    QMessageBox box(QMessageBox::Warning, tr("Save As"), question(), {}, parent);
    box.setInformativeText(details());
    QPushButton* all = nullptr;
    if (isSource && writing == 1 && lostGames() > 0)
        all = box.addButton(tr("Save All %n Games", "", games), QMessageBox::AcceptRole);
    const bool alone = writing == 1 && lostGames() > 0;
    QPushButton* replace =
        box.addButton(alone ? tr("Replace with This Game Only") : tr("Replace the File"),
                      QMessageBox::DestructiveRole);
    QPushButton* cancel = box.addButton(QMessageBox::Cancel);
    // The default loses nothing: Enter saves every game, or saves nothing.
    box.setDefaultButton(all ? all : cancel);
    box.setEscapeButton(cancel);
    box.exec();
    if (all && box.clickedButton() == all) return Answer::SaveAll;
    if (box.clickedButton() == replace) return Answer::Replace;
    return Answer::Cancel;
}

}  // namespace remis::gui
// SPDX-License-Identifier: GPL-3.0-or-later
