#include "core/diagram/diagram.h"

#include <cmath>
#include <cstdio>
#include <string_view>

#include "core/board/fen.h"
#include "core/diagram/captiontext.h"
#include "core/diagram/diagramstyle.h"

namespace remis::diagram {

namespace {

struct PieceSvg {
    const char* name;  // "wK"
    const char* svg;   // resources/pieces/wK.svg as it is
};
const PieceSvg PieceSvgs[] = {
#include "core/diagram/pieces.inc"
};

std::string pieceName(Piece p) {
    static const char Letters[] = "PNBRQK";
    return std::string(1, colorOf(p) == White ? 'w' : 'b') + Letters[typeOf(p)];
}

// The drawing of a piece file without its <svg> wrapper and <title>, for a <symbol>.
std::string pieceBody(std::string_view svg) {
    std::size_t open = svg.find("<svg");
    std::size_t start = open == std::string_view::npos ? 0 : svg.find('>', open) + 1;
    std::size_t end = svg.rfind("</svg>");
    std::string body(svg.substr(start, end == std::string_view::npos ? svg.npos : end - start));
    std::size_t title = body.find("<title>");
    std::size_t titleEnd = body.find("</title>");
    if (title != std::string::npos && titleEnd != std::string::npos)
        body.erase(title, titleEnd + 8 - title);
    return body;
}

std::string xmlEscape(std::string_view s) {
    std::string out;
    for (char c : s) {
        switch (c) {
            case '&':
                out += "&amp;";
                break;
            case '<':
                out += "&lt;";
                break;
            case '>':
                out += "&gt;";
                break;
            case '"':
                out += "&quot;";
                break;
            default:
                if (static_cast<unsigned char>(c) >= 0x20 || c == '\t') out += c;
        }
    }
    return out;
}

// Numbers with at most two decimals and no trailing zeros: the same bytes on every run.
std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", std::round(v * 100.0) / 100.0);
    std::string s = buf;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

std::string num4(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4f", v);
    return buf;
}

class SvgWriter {
public:
    SvgWriter(const Position& pos, const DiagramOptions& o, const DiagramStyle& style)
        : m_pos(pos), m_o(o), m_style(style) {
        layout();
    }
    std::string write();

private:
    void layout();
    double squareX(Square s) const { return m_left + m_q * (m_o.flip ? 7 - fileOf(s) : fileOf(s)); }
    double squareY(Square s) const { return m_top + m_q * (m_o.flip ? rankOf(s) : 7 - rankOf(s)); }
    std::string squareRect(Square s, const std::string& cls, const std::string& attrs) const;
    void header();
    void defs();
    void squares();
    void hatch(Square s);
    void underPieces();
    void pieces();
    void marks();
    void overPieces();
    void arrows();
    void coordinates();
    void coordinateBacking(double x, double y, char text, bool atEnd, double font);
    void extras();
    void caption();
    double captionFont() const { return std::max(6.0, m_q * 0.35); }
    Square checkedKing() const;

    const Position& m_pos;
    const DiagramOptions& m_o;
    const DiagramStyle& m_style;
    std::string m_out;
    std::vector<std::string> m_caption;  // its lines, each within the image
    double m_q = 0, m_left = 0, m_top = 0, m_margin = 0, m_width = 0, m_height = 0;
};

void SvgWriter::layout() {
    const double size = m_o.size;
    m_margin = m_o.coordinates == Coordinates::Outside ? std::round(size * 0.06)
                                                       : std::max(1.0, std::round(size * 0.01));
    double right = m_margin;
    m_q = std::floor((size - 2 * m_margin) / 8.0);
    if (m_o.sideToMoveMarker) {  // room for the disc beside the board
        m_q = std::floor((size - m_margin - std::max(m_margin, size * 0.06)) / 8.0);
        right = size - m_margin - 8 * m_q;
    }
    m_left = m_margin, m_top = m_margin;
    m_width = m_left + 8 * m_q + right;
    // The caption wraps to the image's width with a little to spare, and the image grows
    // by its lines: a long caption is shown whole, not cut at both ends.
    const double font = captionFont(), room = m_width - 2 * std::max(2.0, m_q * 0.15);
    m_caption = wrapCaption(m_o.caption, 0.95 * room / font);
    const double lines = double(m_caption.size());
    m_height = m_top + 8 * m_q + m_margin +
               (m_caption.empty() ? 0 : std::round(m_q * 0.4 + font * (1 + 1.25 * (lines - 1))));
}

std::string SvgWriter::squareRect(Square s, const std::string& cls,
                                  const std::string& attrs) const {
    return "<rect class=\"" + cls + "\" data-square=\"" + squareName(s) + "\" x=\"" +
           num(squareX(s)) + "\" y=\"" + num(squareY(s)) + "\" width=\"" + num(m_q) +
           "\" height=\"" + num(m_q) + "\" " + attrs + "/>\n";
}

Square SvgWriter::checkedKing() const {
    if (!m_o.highlightCheck || !m_pos.inCheck()) return NoSquare;
    return m_pos.kingSquare(m_pos.sideToMove());
}

void SvgWriter::header() {
    const std::string fen = toFen(m_pos);
    m_out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
    m_out +=
        "<svg xmlns=\"http://www.w3.org/2000/svg\" "
        "xmlns:xlink=\"http://www.w3.org/1999/xlink\" version=\"1.1\" width=\"" +
        num(m_width) + "\" height=\"" + num(m_height) + "\" viewBox=\"0 0 " + num(m_width) + " " +
        num(m_height) + "\">\n";
    m_out += "<title>" + xmlEscape(fen) + "</title>\n";
    std::string desc = "FEN: " + fen + ". ";
    desc += m_pos.sideToMove() == White ? "White to move" : "Black to move";
    if (checkedKing() != NoSquare) desc += ", in check";
    desc += ".";
    if (m_o.lastMove)
        desc += " Last move " + squareName(m_o.lastMove->from) + squareName(m_o.lastMove->to) + ".";
    if (!m_o.caption.empty()) desc += " " + m_o.caption;
    m_out += "<desc>" + xmlEscape(desc) + "</desc>\n";
}

void SvgWriter::defs() {
    m_out += "<defs>\n";
    for (const PieceSvg& p : PieceSvgs) {
        bool used = false;
        for (Square s = 0; s < 64; ++s)
            used |= m_pos.pieceOn(s) != NoPiece && pieceName(m_pos.pieceOn(s)) == p.name;
        if (!used) continue;
        // A group in 45 x 45 units, placed by <use> with a transform: SVG Tiny 1.2 (Qt SVG,
        // the app's export) has no <symbol>.
        m_out += "<g id=\"piece-" + std::string(p.name) + "\">";
        m_out += pieceBody(p.svg);
        m_out += "</g>\n";
    }
    m_out += "</defs>\n";
}

void SvgWriter::squares() {
    m_out += "<rect class=\"background\" width=\"" + num(m_width) + "\" height=\"" + num(m_height) +
             "\" fill=\"#ffffff\"/>\n<g class=\"board\">\n";
    for (Square s = 0; s < 64; ++s) {
        const bool light = isLightSquare(s);
        m_out += squareRect(s, light ? "square light" : "square dark",
                            std::string("fill=\"") + (light ? m_style.light : m_style.dark) + "\"");
        if (!light && m_style.hatchedDark) hatch(s);
    }
    m_out += "<rect class=\"border\" x=\"" + num(m_left) + "\" y=\"" + num(m_top) + "\" width=\"" +
             num(8 * m_q) + "\" height=\"" + num(8 * m_q) + "\" fill=\"none\" stroke=\"" +
             m_style.border + "\" stroke-width=\"" + num(std::max(1.0, m_q / 40)) + "\"/>\n</g>\n";
}

// Diagonal lines over a dark square (print style), drawn as lines rather than an SVG
// pattern, which SVG Tiny (Qt SVG) lacks.
void SvgWriter::hatch(Square s) {
    const double x = squareX(s), y = squareY(s), step = m_q / 7;
    std::string d;
    for (double t = step; t < 2 * m_q - step / 2; t += step) {
        const double x0 = std::max(0.0, t - m_q), x1 = std::min(m_q, t);
        d += "M " + num(x + x0) + "," + num(y + m_q - (t - x0)) + " L " + num(x + x1) + "," +
             num(y + m_q - (t - x1)) + " ";
    }
    d.pop_back();
    m_out += "<path class=\"hatch\" data-square=\"" + squareName(s) + "\" d=\"" + d +
             "\" stroke=\"#000000\" stroke-width=\"" + num(std::max(0.5, m_q / 45)) +
             "\" fill=\"none\"/>\n";
}

// Fills under the pieces (default style): last move, the checked king.
void SvgWriter::underPieces() {
    if (m_style.marksAsFrames) return;
    if (m_o.lastMove)
        for (Square s : {m_o.lastMove->from, m_o.lastMove->to})
            m_out +=
                squareRect(s, "last-move",
                           std::string("fill=\"") + m_style.lastMove + "\" fill-opacity=\"0.75\"");
    if (Square k = checkedKing(); k != NoSquare)
        m_out += "<circle class=\"check\" data-square=\"" + squareName(k) + "\" cx=\"" +
                 num(squareX(k) + m_q / 2) + "\" cy=\"" + num(squareY(k) + m_q / 2) + "\" r=\"" +
                 num(m_q * 0.48) + "\" fill=\"" + m_style.check + "\" fill-opacity=\"0.7\"/>\n";
}

void SvgWriter::pieces() {
    m_out += "<g class=\"pieces\">\n";
    for (Square s = 0; s < 64; ++s) {
        const Piece p = m_pos.pieceOn(s);
        if (p == NoPiece) continue;
        const std::string name = pieceName(p);
        m_out += "<use class=\"piece\" data-square=\"" + squareName(s) + "\" data-piece=\"" + name +
                 "\" href=\"#piece-" + name + "\" xlink:href=\"#piece-" + name +
                 "\" transform=\"translate(" + num(squareX(s)) + " " + num(squareY(s)) +
                 ") scale(" + num4(m_q / 45) + ")\"/>\n";
    }
    m_out += "</g>\n";
}

// The ring of a marked square, above the pieces, as on the board (MarkRing); in print over a
// wider white ring.
void SvgWriter::marks() {
    const double r = m_q * MarkRing::radius;
    auto ring = [&](Square s, const char* colour, double width) {
        m_out += "<circle class=\"mark\" data-square=\"" + squareName(s) + "\" cx=\"" +
                 num(squareX(s) + m_q / 2) + "\" cy=\"" + num(squareY(s) + m_q / 2) + "\" r=\"" +
                 num(r) + "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"" +
                 num(m_q * width) + "\"/>\n";
    };
    for (Square s : m_o.marks) {
        if (m_style.marksAsFrames) ring(s, m_style.outline, MarkRing::outlineWidth);
        ring(s, m_style.mark, MarkRing::width);
    }
}

// Frames above the pieces (print style): black inside white, visible on any piece.
void SvgWriter::overPieces() {
    if (!m_style.marksAsFrames) return;
    const double w = std::max(1.0, m_q / 16);
    auto frame = [&](Square s, const std::string& cls, const std::string& dash) {
        const std::string inset = num(w), side = num(m_q - 2 * w);
        for (int pass = 0; pass < 2; ++pass)
            m_out += "<rect class=\"" + cls + "\" data-square=\"" + squareName(s) + "\" x=\"" +
                     num(squareX(s) + w) + "\" y=\"" + num(squareY(s) + w) + "\" width=\"" + side +
                     "\" height=\"" + side + "\" fill=\"none\" stroke=\"" +
                     (pass == 0 ? m_style.outline : m_style.mark) + "\" stroke-width=\"" +
                     num(pass == 0 ? 2.2 * w : w) + "\"" + (pass == 1 ? dash : "") + "/>\n";
    };
    if (m_o.lastMove)
        for (Square s : {m_o.lastMove->from, m_o.lastMove->to})
            frame(s, "last-move", " stroke-dasharray=\"" + num(2 * w) + "\"");
    if (Square k = checkedKing(); k != NoSquare) {
        frame(k, "check", "");
        frame(k, "check", " stroke-dasharray=\"" + num(w) + "\"");
    }
}

void SvgWriter::arrows() {
    for (const Arrow& a : m_o.arrows) {
        if (a.from == a.to) continue;
        const double ax = squareX(a.from) + m_q / 2, ay = squareY(a.from) + m_q / 2;
        const double tx = squareX(a.to) + m_q / 2, ty = squareY(a.to) + m_q / 2;
        const double len = std::hypot(tx - ax, ty - ay);
        const double ux = (tx - ax) / len, uy = (ty - ay) / len, nx = -uy, ny = ux;
        const double shaft = m_q * 0.09, head = m_q * 0.22, headLength = m_q * 0.42;
        const double bx = tx - ux * headLength, by = ty - uy * headLength;
        auto pt = [](double x, double y) { return num(x) + "," + num(y); };
        std::string d = "M " + pt(ax + nx * shaft, ay + ny * shaft) + " L " +
                        pt(bx + nx * shaft, by + ny * shaft) + " L " +
                        pt(bx + nx * head, by + ny * head) + " L " + pt(tx, ty) + " L " +
                        pt(bx - nx * head, by - ny * head) + " L " +
                        pt(bx - nx * shaft, by - ny * shaft) + " L " +
                        pt(ax - nx * shaft, ay - ny * shaft) + " Z";
        m_out += "<path class=\"arrow\" data-from=\"" + squareName(a.from) + "\" data-to=\"" +
                 squareName(a.to) + "\" d=\"" + d + "\" fill=\"" + m_style.arrow +
                 "\" fill-opacity=\"" + (m_style.marksAsFrames ? "1" : "0.85") + "\" stroke=\"" +
                 m_style.outline + "\" stroke-width=\"" + num(std::max(1.0, m_q / 25)) +
                 "\" stroke-linejoin=\"round\"/>\n";
    }
}

void SvgWriter::coordinates() {
    if (m_o.coordinates == Coordinates::None) return;
    const bool inside = m_o.coordinates == Coordinates::Inside;
    const double font = inside ? std::max(6.0, m_q * 0.2) : std::max(6.0, m_margin * 0.6);
    auto label = [&](char text, double x, double y, const char* anchor, const char* fill) {
        m_out += "<text class=\"coordinate\" x=\"" + num(x) + "\" y=\"" + num(y) +
                 "\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"" + num(font) +
                 "\" text-anchor=\"" + anchor + "\" fill=\"" + fill + "\">" + text + "</text>\n";
    };
    m_out += "<g class=\"coordinates\">\n";
    for (int i = 0; i < 8; ++i) {
        const int file = m_o.flip ? 7 - i : i, rank = m_o.flip ? i : 7 - i;
        const char f = char('a' + file), r = char('1' + rank);
        if (inside) {  // in the corners of the bottom row and the left column
            const Square fs = makeSquare(file, m_o.flip ? 7 : 0),
                         rs = makeSquare(m_o.flip ? 7 : 0, rank);
            const char* onFile = isLightSquare(fs) ? m_style.dark : m_style.light;
            const char* onRank = isLightSquare(rs) ? m_style.dark : m_style.light;
            if (m_style.hatchedDark) {  // on white, not over the hatching
                onFile = onRank = m_style.text;
                coordinateBacking(squareX(fs) + m_q - font * 0.3, squareY(fs) + m_q - font * 0.3, f,
                                  true, font);
                coordinateBacking(squareX(rs) + font * 0.3, squareY(rs) + font, r, false, font);
            }
            label(f, squareX(fs) + m_q - font * 0.3, squareY(fs) + m_q - font * 0.3, "end", onFile);
            label(r, squareX(rs) + font * 0.3, squareY(rs) + font * 1.0, "start", onRank);
        } else {
            label(f, m_left + m_q * (i + 0.5), m_top + 8 * m_q + m_margin * 0.75, "middle",
                  m_style.text);
            label(r, m_left - m_margin * 0.5, m_top + m_q * (i + 0.5) + font * 0.35, "middle",
                  m_style.text);
        }
    }
    m_out += "</g>\n";
}

// A white box under a coordinate drawn on a hatched square, so that it reads at a glance.
void SvgWriter::coordinateBacking(double x, double y, char text, bool atEnd, double font) {
    const double w = font * (textWidthEm(std::string(1, text)) + 0.24);
    const double left = atEnd ? x - w + font * 0.12 : x - font * 0.12;
    m_out += "<rect class=\"coordinate-backing\" x=\"" + num(left) + "\" y=\"" +
             num(y - font * 0.8) + "\" width=\"" + num(w) + "\" height=\"" + num(font * 1.05) +
             "\" fill=\"#ffffff\"/>\n";
}

void SvgWriter::extras() {
    if (m_o.sideToMoveMarker) {
        const bool white = m_pos.sideToMove() == White;
        const bool bottom = white != m_o.flip;  // the mover's side of the board
        const double r = std::min(m_q * 0.25, (m_width - m_left - 8 * m_q) * 0.35);
        const double cx = m_left + 8 * m_q + (m_width - m_left - 8 * m_q) / 2;
        const double cy = bottom ? m_top + 8 * m_q - m_q / 2 : m_top + m_q / 2;
        m_out += std::string("<circle class=\"side-to-move\" data-side=\"") +
                 (white ? "white" : "black") + "\" cx=\"" + num(cx) + "\" cy=\"" + num(cy) +
                 "\" r=\"" + num(r) + "\" fill=\"" + (white ? "#ffffff" : "#000000") +
                 "\" stroke=\"#000000\" stroke-width=\"" + num(std::max(1.0, r / 6)) + "\"/>\n";
    }
    caption();
}

// One <text> a line (SVG 1.1 has no wrapping text), centred on the image.
void SvgWriter::caption() {
    const double font = captionFont();
    double y = m_top + 8 * m_q + m_margin + m_q * 0.1 + font;
    for (const std::string& line : m_caption) {
        m_out += "<text class=\"caption\" x=\"" + num(m_width / 2) + "\" y=\"" + num(y) +
                 "\" font-family=\"DejaVu Sans, sans-serif\" font-size=\"" + num(font) +
                 "\" text-anchor=\"middle\" fill=\"" + m_style.text + "\">" + xmlEscape(line) +
                 "</text>\n";
        y += font * 1.25;
    }
}

std::string SvgWriter::write() {
    header();
    defs();
    squares();
    underPieces();
    pieces();
    marks();
    overPieces();
    arrows();
    coordinates();
    extras();
    m_out += "</svg>\n";
    return m_out;
}

}  // namespace

Result<std::string> writeSvg(const Position& pos, const DiagramOptions& options) {
    auto style = findStyle(options.style);
    if (!style) {
        std::string names;
        for (const std::string& n : diagramStyles()) names += (names.empty() ? "" : ", ") + n;
        return makeError(ErrorCode::UnknownDiagramStyle, {options.style, names});
    }
    if (options.size < MinDiagramSize || options.size > MaxDiagramSize)
        return makeError(ErrorCode::DiagramSizeRange,
                         {std::to_string(MinDiagramSize), std::to_string(MaxDiagramSize)});
    auto valid = [](Square s) { return s >= 0 && s < 64; };
    for (Square s : options.marks)
        if (!valid(s)) return makeError(ErrorCode::MarkOffBoard);
    for (const Arrow& a : options.arrows)
        if (!valid(a.from) || !valid(a.to)) return makeError(ErrorCode::ArrowOffBoard);
    if (options.lastMove && (!valid(options.lastMove->from) || !valid(options.lastMove->to)))
        return makeError(ErrorCode::LastMoveOffBoard);
    return SvgWriter(pos, options, *style).write();
}

}  // namespace remis::diagram
// SPDX-License-Identifier: GPL-3.0-or-later
