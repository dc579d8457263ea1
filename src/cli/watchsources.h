// SPDX-License-Identifier: GPL-3.0-or-later
// The sources `remis-cli watch` follows, as thin adapters around the core's Watch: a PGN file
// that grows or is rewritten, a folder in the layout e-board software writes (games.pgn,
// game-1.pgn, game-2.pgn, ...), and an http:// or https:// URL polled with a conditional GET.
// Each poll hands back what changed since the last one; the rulings are the core's.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace remis::cli {

// One read of one PGN text.
struct SourceRead {
    std::string name;   // the file as the user named it, or folder/file, or the URL
    int fileBoard = 0;  // game-7.pgn: 7
    bool ok = true;
    bool changed = false;  // new content since the last poll (text is set only then)
    std::string text;
    std::string error;  // when !ok, one line
};

// The names of the files written since the last poll (core of a file's path, no folder), as
// inotify tells them; a poll with none examines everything (the periodic full poll).
using ChangedNames = std::set<std::string>;

class Source {
public:
    virtual ~Source() = default;
    // Every file (each with ok and changed), or with `changed`, only the files named there.
    virtual std::vector<SourceRead> poll(const ChangedNames* changed = nullptr) = 0;
};

// A file or folder by its path (a folder is read file by file, *.pgn in name order), or a URL.
std::unique_ptr<Source> makeSource(const std::string& spec);

// One file: read again when its size or modification time changes.
class FileSource : public Source {
public:
    FileSource(std::string path, std::string name);
    std::vector<SourceRead> poll(const ChangedNames* changed = nullptr) override;

private:
    std::string m_path, m_name, m_fileName;
    int64_t m_size = -1;
    int64_t m_mtime = -1;
};

class FolderSource : public Source {
public:
    explicit FolderSource(std::string path);
    std::vector<SourceRead> poll(const ChangedNames* changed = nullptr) override;

private:
    std::string m_path;
    std::map<std::string, std::unique_ptr<FileSource>> m_files;  // by file name
};

// A URL, fetched with If-None-Match / If-Modified-Since (libcurl); 304 is "no change", and so
// is the same text again.
class HttpSource : public Source {
public:
    explicit HttpSource(std::string url);
    ~HttpSource() override;
    std::vector<SourceRead> poll(const ChangedNames* changed = nullptr) override;

private:
    std::string m_url, m_etag, m_lastModified;
    std::string m_lastText;  // the last text read, to tell a whole GET of the same apart
    void* m_curl = nullptr;
};

}  // namespace remis::cli
