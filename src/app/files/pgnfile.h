// PgnFile: a PGN file opened in the app: its index (PgnIndexer, one streaming pass), the
// text of one game on demand, and Save that writes every game back: the changed game anew,
// every other one copied byte for byte from its span in the file (docs/pgn.md: "A file with
// several games keeps every one of them"). Encodings (docs/pgn.md, "Reading"): UTF-8 (a BOM is
// kept), and ISO 8859-1 for each game that holds bytes that are not UTF-8, the others staying UTF-8
// (PgnIndexEntry::latin1); UTF-16 with a BOM is decoded, and saved as UTF-16 again in its byte
// order; binary and empty files are refused with a message that says so.
#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QFile>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "app/base/apperror.h"
#include "app/files/contenthash.h"
#include "app/files/pgnindexer.h"

namespace remis::app {

class PgnFile {
public:
    // Latin1: at least one game is ISO 8859-1 (each game is decoded as its entry says).
    enum class Encoding { Utf8, Latin1, Utf16 };
    // How Save writes the games read as ISO 8859-1: each as it was (the changed one in
    // ISO 8859-1 where its text allows), or every game in UTF-8 (the user's choice when the
    // changed game's text needs UTF-8 and other games are ISO 8859-1).
    enum class Latin1Games { Keep, ToUtf8 };

    // Indexes the file; fails when it cannot be read or holds no game.
    AppResult<> open(const QString& path);
    // Indexes the first `budget` bytes of the file (and at least two games, or all of it):
    // a chooser can list those at once while indexMore() reads the rest in steps. Until
    // isComplete(), gameCount() counts the games whose end has been read, entry() and
    // gameText() serve them; saveAll() reads the rest first.
    AppResult<> openStart(const QString& path, int64_t budget);
    // The budget of File > Open: about 50 ms of indexing, then the chooser is shown.
    static constexpr int64_t ListedAtOnce = 4 << 20;
    AppResult<> indexMore(int64_t bytes);
    AppResult<> indexRest();
    bool isComplete() const { return m_complete; }
    double readFraction() const;  // of the file's bytes, for a progress bar

    QString path() const { return m_path; }
    // The file's size and modification time when it was indexed: what Save checks to refuse
    // a file changed since, and what an autosave keeps to find the game again (Autosave).
    qint64 size() const { return m_size; }
    QDateTime modified() const { return m_modified; }
    // The hash of the bytes indexed (ContentHash), once the whole file has been read: what an
    // autosave keeps besides size and time, which a change can leave as they were.
    std::optional<quint64> contentHash() const;
    int gameCount() const { return int(m_games.size()); }
    const PgnIndexEntry& entry(int game) const { return m_games[std::size_t(game)]; }
    Encoding encoding() const { return m_encoding; }
    QString decode(const std::string& value) const;  // a tag value of the index

    // The text of one game (0-based), if the file can still be read.
    AppResult<QString> gameText(int game) const;

    // Writes every game to `target`: game `replaced` as `text` (-1: none), the others as
    // they are in this file (their bytes; in UTF-8 with Latin1Games::ToUtf8). A UTF-16 file
    // is written in UTF-16 again. On failure `target` is untouched. Refuses when the file
    // changed on disk since it was indexed.
    AppResult<> saveAll(const QString& target, int replaced, const QString& text,
                        Latin1Games latin1 = Latin1Games::Keep);
    // Whether game `game`, read as ISO 8859-1, would be written in UTF-8 with `text`: the text
    // holds characters ISO 8859-1 lacks (or its bytes would read back as UTF-8). The user is
    // asked first: docs/pgn.md, nothing is changed without the user's say.
    bool needsUtf8(int game, const QString& text) const;
    // Whether a game other than `game` was read as ISO 8859-1.
    bool hasLatin1GameBesides(int game) const;
    // The characters of `text` that ISO 8859-1 lacks, each once, at most `max` of them.
    static QString outsideLatin1(const QString& text, int max = 8);
    // Re-reads the index after a save.
    AppResult<> reload() { return open(m_path); }

private:
    AppResult<> readUtf16(const QByteArray& head);
    AppResult<> finishIndex();
    AppResult<> failIndex(AppError error);
    void addCompleted(std::vector<PgnIndexEntry> games);
    QByteArray encode(int game, const QString& text, Latin1Games latin1) const;
    std::optional<QByteArray> asLatin1(int game, const QString& text) const;
    QByteArray inFileEncoding(const QByteArray& utf8) const;
    bool endsLinesWithCrLf(int game) const;
    QByteArray endedLikeTheFile(int game, QByteArray bytes) const;
    bool changedOnDisk() const;
    AppResult<QByteArray> readSpan(int64_t offset, int64_t length) const;

    QString m_path;
    std::vector<PgnIndexEntry> m_games;
    Encoding m_encoding = Encoding::Utf8;
    QByteArray m_utf16Converted;  // UTF-16 files only: the whole text as UTF-8
    bool m_utf16BigEndian = false;
    qint64 m_size = 0;
    QDateTime m_modified;
    ContentHash m_hash;  // of the bytes read so far
    // While the file is being indexed (openStart until the end is read): the open file and
    // the index of the game not yet complete.
    std::unique_ptr<QFile> m_reading;
    std::unique_ptr<PgnIndexer> m_indexer;
    bool m_complete = false;
    std::optional<AppError> m_readError;  // why the index stopped short
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
