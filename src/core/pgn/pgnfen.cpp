// The FEN tag of a PGN game as the world writes it, repaired where the repair changes nothing
// about the position: pychess's fullmove 0, castling rights no king and rook could still use,
// an en passant square no double push made. Each repair is reported (pgn.md: nothing is
// changed without saying so).
#include <string>
#include <vector>

#include "core/board/fen.h"
#include "core/pgn/treebuilder.h"

namespace remis {
namespace {

std::vector<std::string> splitFields(std::string_view fen) {
    std::vector<std::string> fields;
    std::size_t i = 0;
    while (i < fen.size()) {
        while (i < fen.size() && isPgnSpace(fen[i])) ++i;
        const std::size_t start = i;
        while (i < fen.size() && !isPgnSpace(fen[i])) ++i;
        if (i > start) fields.emplace_back(fen.substr(start, i - start));
    }
    return fields;
}

std::string joinFields(const std::vector<std::string>& fields) {
    std::string out;
    for (const std::string& f : fields) {
        if (!out.empty()) out += ' ';
        out += f;
    }
    return out;
}

// The piece letter on a square of a FEN placement field ("a1" = 0), '\0' if none.
char pieceAt(std::string_view placement, int square) {
    int rank = 7, file = 0;
    for (char c : placement) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            if (rank * 8 + file == square) return c;
            ++file;
        }
    }
    return '\0';
}

// Lichess study exports keep "KQkq" after the king or a rook has moved: those rights are
// dropped (a right needs both on their home squares, FIDE 3.8.2.1).
std::string dropImpossibleCastling(const std::vector<std::string>& f, std::string& dropped) {
    struct Right {
        char letter, king, rook;
        int kingSq, rookSq;
    };
    static constexpr Right kRights[] = {{'K', 'K', 'R', 4, 7},
                                        {'Q', 'K', 'R', 4, 0},
                                        {'k', 'k', 'r', 60, 63},
                                        {'q', 'k', 'r', 60, 56}};
    std::string kept;
    for (char c : f[2]) {
        const Right* right = nullptr;
        for (const Right& r : kRights) {
            if (r.letter == c) right = &r;
        }
        if (right && (pieceAt(f[0], right->kingSq) != right->king ||
                      pieceAt(f[0], right->rookSq) != right->rook))
            dropped += c;
        else
            kept += c;
    }
    return kept.empty() ? "-" : kept;
}

}  // namespace

Result<Position> parsePgnFen(std::string_view fen, std::vector<Error>* repairs) {
    std::vector<std::string> f = splitFields(fen);
    std::vector<Error> notes;
    if (f.size() >= 6 && f[5] == "0") {
        f[5] = "1";  // pychess writes fullmove 0 for a position before the first move
        notes.push_back(makeError(ErrorCode::PgnFullmoveZero));
    }
    if (f.size() >= 3 && f[2] != "-") {
        std::string dropped;
        f[2] = dropImpossibleCastling(f, dropped);
        if (!dropped.empty()) notes.push_back(makeError(ErrorCode::PgnCastlingDropped, {dropped}));
    }
    Result<Position> pos = parseFen(joinFields(f));
    if (!pos && f.size() >= 4 && pos.message().starts_with("FEN field 4")) {
        f[3] = "-";  // no double push made it: no capture is possible, nothing changes
        pos = parseFen(joinFields(f));
    }
    if (pos && repairs) repairs->insert(repairs->end(), notes.begin(), notes.end());
    return pos;
}

}  // namespace remis
// SPDX-License-Identifier: GPL-3.0-or-later
