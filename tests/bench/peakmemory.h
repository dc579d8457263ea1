// SPDX-License-Identifier: GPL-3.0-or-later
// The benchmarks' peak memory figure: this process's VmHWM (the most resident memory it has
// held so far) from /proc/self/status, in MB; 0 where the kernel does not say.
#pragma once

#include <QByteArray>
#include <QFile>

namespace remis::bench {

inline double peakMegabytes() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return 0;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toDouble() / 1024;
    return 0;
}

}  // namespace remis::bench
