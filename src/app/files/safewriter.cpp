#include "app/files/safewriter.h"

#include <QDir>
#include <QFileInfo>

namespace remis::app {

SafeWriter::SafeWriter(const QString& path) : m_path(path), m_file(path) {}

SafeWriter::~SafeWriter() {
    if (m_file.isOpen() && !m_committed) m_file.cancelWriting();
}

void SafeWriter::fail(const QString& why, AppErrorCode code) {
    if (m_error) return;  // the first failure is the one worth telling
    QStringList args{QDir::toNativeSeparators(m_path)};
    if (code == AppErrorCode::CannotWrite) args << why;
    m_error = AppError(code, args);
    if (m_file.isOpen()) m_file.cancelWriting();
}

AppResult<> SafeWriter::result() const {
    if (m_error) return *m_error;
    return {};
}

bool SafeWriter::open() {
    // Unbuffered: a failing write() returns -1 itself instead of succeeding into a buffer
    // whose later flush failure QSaveFile::commit() may not notice.
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        fail(m_file.errorString());
        return false;
    }
    return true;
}

bool SafeWriter::write(const char* data, qint64 size) {
    if (failed()) return false;
    if (!m_file.isOpen()) {
        fail({}, AppErrorCode::WriteNotOpen);
        return false;
    }
    while (size > 0) {
        const qint64 n = m_file.write(data, size);
        if (n <= 0) {
            if (m_file.errorString().isEmpty())
                fail({}, AppErrorCode::WriteFailed);
            else
                fail(m_file.errorString());
            return false;
        }
        data += n;
        size -= n;
    }
    return true;
}

bool SafeWriter::write(const QByteArray& bytes) {
    return write(bytes.constData(), bytes.size());
}

bool SafeWriter::commit() {
    if (failed()) return false;
    if (!m_file.flush() || m_file.error() != QFileDevice::NoError) {
        fail(m_file.errorString());
        return false;
    }
    if (!m_file.commit()) {
        m_error = AppError(AppErrorCode::CannotWrite,
                           {QDir::toNativeSeparators(m_path), m_file.errorString()});
        return false;
    }
    m_committed = true;
    return true;
}

AppResult<> SafeWriter::writeFile(const QString& path, const QByteArray& bytes) {
    SafeWriter writer(path);
    if (writer.open() && writer.write(bytes)) writer.commit();
    return writer.result();
}

}  // namespace remis::app
// SPDX-License-Identifier: GPL-3.0-or-later
