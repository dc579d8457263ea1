// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/watchsources.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

#include "core/io/textinput.h"
#include "core/watch/watch.h"

namespace fs = std::filesystem;

namespace remis::cli {

namespace {

constexpr std::size_t MaxSourceText = std::size_t{256} << 20;

bool isUrl(const std::string& spec) {
    return spec.rfind("http://", 0) == 0 || spec.rfind("https://", 0) == 0;
}

// The text of PGN bytes, decoded as every other input is (compression, UTF-16, Latin-1).
bool decode(std::unique_ptr<io::TextInput> input, SourceRead& read) {
    read.text = input->readAll(MaxSourceText);
    if (input->failure() == io::Failure::None) return true;
    read.ok = false;
    read.error = input->error();
    read.text.clear();
    return false;
}

}  // namespace

std::unique_ptr<Source> makeSource(const std::string& spec) {
    if (isUrl(spec)) return std::make_unique<HttpSource>(spec);
    std::error_code ec;
    if (fs::is_directory(spec, ec)) return std::make_unique<FolderSource>(spec);
    return std::make_unique<FileSource>(spec, spec);
}

FileSource::FileSource(std::string path, std::string name)
    : m_path(std::move(path)),
      m_name(std::move(name)),
      m_fileName(fs::path(m_path).filename().string()) {}

std::vector<SourceRead> FileSource::poll(const ChangedNames* changed) {
    if (changed && !changed->count(m_fileName)) return {};
    SourceRead read{m_name, watch::boardOfFileName(m_name), true, false, {}, {}};
    std::error_code ec;
    const auto size = fs::file_size(m_path, ec);
    const auto time = ec ? fs::file_time_type{} : fs::last_write_time(m_path, ec);
    if (ec) {
        read.ok = false;
        read.error = ec.message();
        m_size = m_mtime = -1;
        return {read};
    }
    const int64_t mtime = time.time_since_epoch().count();
    if (int64_t(size) == m_size && mtime == m_mtime) return {read};
    if (decode(io::TextInput::open(m_path), read)) {
        m_size = int64_t(size);
        m_mtime = mtime;
        read.changed = true;
    }
    return {read};
}

FolderSource::FolderSource(std::string path) : m_path(std::move(path)) {}

std::vector<SourceRead> FolderSource::poll(const ChangedNames* changed) {
    std::error_code ec;
    std::vector<std::string> names;
    if (changed) {  // only what was written: no listing, no stat of the other boards
        for (const std::string& name : *changed)
            if (fs::path(name).extension() == ".pgn") names.push_back(name);
    } else {
        for (fs::directory_iterator it(m_path, ec), end; !ec && it != end; it.increment(ec))
            if (it->path().extension() == ".pgn" && it->is_regular_file(ec))
                names.push_back(it->path().filename().string());
    }
    if (ec) {
        SourceRead read{m_path, 0, false, false, {}, ec.message()};
        return {read};
    }
    std::sort(names.begin(), names.end());
    std::vector<SourceRead> reads;
    for (const std::string& name : names) {
        auto& file = m_files[name];
        if (!file) {
            const std::string path = (fs::path(m_path) / name).string();
            file = std::make_unique<FileSource>(path, path);
        }
        for (SourceRead& r : file->poll(changed)) reads.push_back(std::move(r));
    }
    return reads;
}

}  // namespace remis::cli
