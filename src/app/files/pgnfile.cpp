#include "app/files/pgnfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>
#include <QStringEncoder>

#include "app/files/safewriter.h"
#include "core/io/transcode.h"

namespace remis::app {

namespace {

constexpr qint64 Chunk = 1 << 20;
constexpr qint64 MaxUtf16Bytes = 256 << 20;  // decoded whole, so bounded

QString displayPath(const QString& path) {
    return QDir::toNativeSeparators(path);
}

}  // namespace

AppResult<> PgnFile::open(const QString& path) {
    auto opened = openStart(path, 0);
    return opened ? indexRest() : opened;
}

AppResult<> PgnFile::openStart(const QString& path, int64_t budget) {
    m_path = path;
    m_games.clear();
    m_utf16Converted.clear();
    m_encoding = Encoding::Utf8;
    m_complete = false;
    m_readError.reset();
    m_hash = {};
    m_reading = std::make_unique<QFile>(path);
    m_indexer = std::make_unique<PgnIndexer>();
    if (!m_reading->open(QIODevice::ReadOnly))
        return failIndex(
            AppError(AppErrorCode::CannotOpen, {displayPath(path), m_reading->errorString()}));
    const QFileInfo info(path);
    m_size = info.size();
    m_modified = info.lastModified();
    const QByteArray head = m_reading->peek(2);
    if (head.startsWith("\xFF\xFE") || head.startsWith("\xFE\xFF")) return readUtf16(head);
    // At least two whole games are listed before the rest is read, so that a file of one
    // game is known as such at once.
    while (!isComplete() && (m_indexer->size() < budget || m_games.size() < 2)) {
        if (auto more = indexMore(std::max<int64_t>(budget - m_indexer->size(), 4096)); !more)
            return more;
    }
    return {};
}

// UTF-16 is decoded whole (bounded by MaxUtf16Bytes) and indexed as its UTF-8 conversion.
AppResult<> PgnFile::readUtf16(const QByteArray& head) {
    if (m_reading->size() > MaxUtf16Bytes)
        return failIndex(AppError(AppErrorCode::Utf16TooLarge, {displayPath(m_path)}));
    auto toUtf16 = QStringDecoder(head.startsWith("\xFF\xFE") ? QStringDecoder::Utf16LE
                                                              : QStringDecoder::Utf16BE);
    const QByteArray bytes = m_reading->readAll();  // the BOM too: peek() took nothing
    m_hash.add(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    QString text = toUtf16(bytes.mid(2));
    if (toUtf16.hasError())
        return failIndex(AppError(AppErrorCode::NotUtf16, {displayPath(m_path)}));
    m_utf16Converted = text.toUtf8();
    m_encoding = Encoding::Utf16;
    m_utf16BigEndian = head.startsWith("\xFE\xFF");
    m_indexer->feed(
        std::string_view(m_utf16Converted.constData(), std::size_t(m_utf16Converted.size())));
    return finishIndex();
}

AppResult<> PgnFile::indexMore(int64_t bytes) {
    if (m_complete) return {};
    if (m_readError) return *m_readError;
    for (int64_t read = 0; read < std::max<int64_t>(bytes, 1) && !m_reading->atEnd();) {
        const QByteArray buffer = m_reading->read(std::clamp<int64_t>(bytes - read, 1, Chunk));
        if (buffer.isEmpty() && m_reading->error() != QFileDevice::NoError)
            return failIndex(AppError(AppErrorCode::CannotRead,
                                      {displayPath(m_path), m_reading->errorString()}));
        const std::string_view bytes(buffer.constData(), std::size_t(buffer.size()));
        m_hash.add(bytes);
        m_indexer->feed(bytes);
        if (m_indexer->verdict() == PgnIndexer::Verdict::Binary) break;
        read += buffer.size();
    }
    if (m_reading->atEnd() || m_indexer->verdict() == PgnIndexer::Verdict::Binary)
        return finishIndex();
    addCompleted(m_indexer->takeCompleted());
    return {};
}

// The file cannot be indexed to its end: it stays incomplete, and Save refuses with `error`
// rather than write a file without the games that could not be listed.
AppResult<> PgnFile::failIndex(AppError error) {
    m_reading.reset();
    m_readError = error;
    return error;
}

AppResult<> PgnFile::indexRest() {
    while (!isComplete())
        if (auto more = indexMore(Chunk * 16); !more) return more;
    return {};
}

double PgnFile::readFraction() const {
    if (m_complete || !m_indexer || m_size <= 0) return 1.0;
    return std::min(1.0, double(m_indexer->size()) / double(m_size));
}

AppResult<> PgnFile::finishIndex() {
    m_reading.reset();
    m_indexer->finish();
    const PgnIndexer::Verdict verdict = m_indexer->verdict();
    addCompleted(m_indexer->takeCompleted());
    if (verdict == PgnIndexer::Verdict::Binary)
        return failIndex(AppError(AppErrorCode::BinaryFile, {displayPath(m_path)}));
    if (verdict == PgnIndexer::Verdict::Empty)
        return failIndex(
            AppError(m_size == 0 ? AppErrorCode::EmptyFile : AppErrorCode::NoGameInFile,
                     {displayPath(m_path)}));
    m_indexer.reset();
    m_complete = true;
    return {};
}

// Index values are kept in UTF-8: those of ISO 8859-1 games are converted as they arrive.
void PgnFile::addCompleted(std::vector<PgnIndexEntry> games) {
    for (PgnIndexEntry& e : games) {
        if (e.latin1) {
            m_encoding = Encoding::Latin1;
            for (std::string* value : {&e.white, &e.black, &e.result, &e.date, &e.event, &e.round})
                *value = QString::fromLatin1(value->data(), qsizetype(value->size())).toStdString();
        }
        m_games.push_back(std::move(e));
    }
}

// Index values are UTF-8: those of ISO 8859-1 games were converted when the file was opened.
QString PgnFile::decode(const std::string& value) const {
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

AppResult<QByteArray> PgnFile::readSpan(int64_t offset, int64_t length) const {
    if (m_encoding == Encoding::Utf16) return m_utf16Converted.mid(offset, length);
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || !file.seek(offset))
        return AppError(AppErrorCode::CannotRead, {displayPath(m_path), file.errorString()});
    QByteArray bytes = file.read(length);
    if (bytes.size() != length) return AppError(AppErrorCode::FileShrank, {displayPath(m_path)});
    return bytes;
}

AppResult<QString> PgnFile::gameText(int game) const {
    const PgnIndexEntry& e = entry(game);
    const auto bytes = readSpan(e.offset, e.length);
    if (!bytes) return bytes.error();
    return e.latin1 ? QString::fromLatin1(*bytes) : QString::fromUtf8(*bytes);
}

std::optional<quint64> PgnFile::contentHash() const {
    if (!m_complete || m_readError) return std::nullopt;
    return m_hash.value();
}

// A UTF-16 file's text is held in memory, but a change made on disk since would be lost all
// the same: refused as for any file.
bool PgnFile::changedOnDisk() const {
    const QFileInfo info(m_path);
    return !info.exists() || info.size() != m_size || info.lastModified() != m_modified;
}

// A game read as ISO 8859-1 is written back in it when its text can be and the bytes read
// back as ISO 8859-1 (they are not valid UTF-8).
std::optional<QByteArray> PgnFile::asLatin1(int game, const QString& text) const {
    if (!entry(game).latin1) return std::nullopt;
    const QByteArray latin1 = text.toLatin1();
    if (QString::fromLatin1(latin1) != text ||
        !io::hasInvalidUtf8(std::string_view(latin1.constData(), std::size_t(latin1.size())), true))
        return std::nullopt;
    return latin1;
}

bool PgnFile::needsUtf8(int game, const QString& text) const {
    return entry(game).latin1 && !asLatin1(game, text);
}

bool PgnFile::hasLatin1GameBesides(int game) const {
    for (int i = 0; i < gameCount(); ++i)
        if (i != game && entry(i).latin1) return true;
    return false;
}

QString PgnFile::outsideLatin1(const QString& text, int max) {
    QString found;
    for (const QChar c : text)
        if (c.unicode() > 0xFF && !c.isSurrogate() && !found.contains(c) && found.size() < max)
            found += c;
    return found;
}

// Only the changed game's bytes are chosen here: the other games are copied as they are.
QByteArray PgnFile::encode(int game, const QString& text, Latin1Games latin1) const {
    if (latin1 == Latin1Games::Keep)
        if (auto bytes = asLatin1(game, text)) return *bytes;
    return text.toUtf8();
}

// The text as the file is written: UTF-16 in the file's byte order, after its BOM; else as
// it is (UTF-8, or the ISO 8859-1 bytes of a game copied).
QByteArray PgnFile::inFileEncoding(const QByteArray& utf8) const {
    if (m_encoding != Encoding::Utf16) return utf8;
    auto toUtf16 =
        QStringEncoder(m_utf16BigEndian ? QStringEncoder::Utf16BE : QStringEncoder::Utf16LE);
    const QByteArray bom = m_utf16BigEndian ? QByteArray("\xFE\xFF", 2) : QByteArray("\xFF\xFE", 2);
    return bom + QByteArray(toUtf16(QString::fromUtf8(utf8)));
}

// Whether the game's text as the file has it ends its lines with CR LF (a file from Windows):
// a game written again keeps that, so that the file does not mix line ends.
bool PgnFile::endsLinesWithCrLf(int game) const {
    const PgnIndexEntry& e = entry(game);
    const auto head = readSpan(e.offset, std::min<int64_t>(e.length, 64 * 1024));
    if (!head) return false;
    const qsizetype lineEnd = head->indexOf('\n');
    return lineEnd > 0 && head->at(lineEnd - 1) == '\r';
}

// The file's last game written again ends as the file did: a blank line after it is the
// writer's way between games, not something the user's file had.
QByteArray PgnFile::endedLikeTheFile(int game, QByteArray bytes) const {
    const PgnIndexEntry& e = entry(game);
    const auto tail =
        readSpan(e.offset + std::max<int64_t>(0, e.length - 4), std::min<int64_t>(e.length, 4));
    if (!tail || tail->endsWith("\n\n") || tail->endsWith("\r\n\r\n")) return bytes;
    const QByteArray lineEnd = bytes.endsWith("\r\n") ? "\r\n" : "\n";
    const int keep = tail->endsWith('\n') ? 1 : 0;  // line ends the file had after it
    while (bytes.endsWith(lineEnd + lineEnd) || (keep == 0 && bytes.endsWith(lineEnd)))
        bytes.chop(lineEnd.size());
    return bytes;
}

AppResult<> PgnFile::saveAll(const QString& target, int replaced, const QString& text,
                             Latin1Games latin1) {
    // Every game is written: the ones not listed yet are read first.
    if (auto indexed = indexRest(); !indexed) return indexed;
    if (changedOnDisk()) return AppError(AppErrorCode::ChangedOnDisk, {displayPath(m_path)});
    SafeWriter writer(target);
    if (!writer.open()) return writer.result();
    // A UTF-16 file is gathered as UTF-8 (it is held whole in memory anyway) and written in
    // UTF-16 at the end; any other file is written as it goes.
    QByteArray gathered;
    const auto write = [&](const QByteArray& bytes) {
        if (m_encoding == Encoding::Utf16)
            gathered += bytes;
        else
            writer.write(bytes);
    };
    // The first span that cannot be read stops the copy; the writer cancels, `target` stays.
    const auto copy = [&](int64_t offset, int64_t length, bool isLatin1) -> AppResult<> {
        const auto bytes = readSpan(offset, length);
        if (!bytes) return bytes.error();
        write(isLatin1 && latin1 == Latin1Games::ToUtf8 ? QString::fromLatin1(*bytes).toUtf8()
                                                        : *bytes);
        return {};
    };
    AppResult<> copied;
    const int64_t prefix = m_games.empty() ? 0 : m_games.front().offset;
    // Text before the first game (a comment) is ISO 8859-1 where it is not UTF-8, as a game.
    if (prefix > 0) {
        const auto head = readSpan(0, prefix);
        const bool isLatin1 =
            head && io::hasInvalidUtf8(
                        std::string_view(head->constData(), std::size_t(head->size())), true);
        copied = copy(0, prefix, isLatin1);
    }
    for (int i = 0; i < gameCount() && copied && !writer.failed(); ++i) {
        if (i == replaced) {
            QByteArray bytes = encode(i, text, latin1);
            if (endsLinesWithCrLf(i)) bytes.replace("\n", "\r\n");
            if (i == gameCount() - 1) bytes = endedLikeTheFile(i, std::move(bytes));
            write(bytes);
            continue;
        }
        // Copied in pieces: a game may be large, and the file much larger.
        const PgnIndexEntry& e = entry(i);
        for (int64_t done = 0; done < e.length && copied && !writer.failed();) {
            const int64_t n = std::min<int64_t>(Chunk, e.length - done);
            copied = copy(e.offset + done, n, e.latin1);
            done += n;
        }
    }
    if (!copied) return copied;  // the writer cancels: the target is untouched
    if (m_encoding == Encoding::Utf16) writer.write(inFileEncoding(gathered));
    writer.commit();
    return writer.result();
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
