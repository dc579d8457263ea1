// SafeWriter: every file Remis writes (Save, Save As, the autosave) goes through here. The
// bytes go to a QSaveFile, unbuffered so that every write reports its own failure (a full
// disk, EFBIG, EIO) at once; the first failure cancels the save, so commit() never renames a
// short temporary over the old file. On any error the old file stays exactly as it was and
// result() says why (AppError: the path and the system's reason). (Qt 6.4 committed after a failed
// buffered write: the file became 0 bytes. Unbuffered writes and cancelWriting() rule that out.)
#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>
#include <optional>

#include "app/base/apperror.h"

namespace remis::app {

class SafeWriter {
public:
    explicit SafeWriter(const QString& path);
    ~SafeWriter();  // an uncommitted write is cancelled: the old file stays
    SafeWriter(const SafeWriter&) = delete;
    SafeWriter& operator=(const SafeWriter&) = delete;

    bool open();
    // Writes all of `bytes`, or fails (and stays failed: later calls do nothing).
    bool write(const QByteArray& bytes);
    bool write(const char* data, qint64 size);
    // Renames the complete new file over the old one; false if anything failed on the way.
    bool commit();
    bool failed() const { return m_error.has_value(); }
    // Success so far, or the first failure.
    AppResult<> result() const;

    // The whole write in one call; on failure the old file is untouched.
    static AppResult<> writeFile(const QString& path, const QByteArray& bytes);

private:
    // `why` is the system's reason; empty: `code` alone says it.
    void fail(const QString& why, AppErrorCode code = AppErrorCode::CannotWrite);

    QString m_path;
    QSaveFile m_file;
    std::optional<AppError> m_error;
    bool m_committed = false;
};

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
