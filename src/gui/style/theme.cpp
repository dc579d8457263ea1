#include "gui/style/theme.h"

#include <QApplication>
#include <QEvent>
#include <QtMath>

namespace remis::gui::theme {

namespace {

double channel(double c) {  // sRGB to linear light, as WCAG 2 defines it
    return c <= 0.03928 ? c / 12.92 : qPow((c + 0.055) / 1.055, 2.4);
}

// The hues with a meaning. Each is given for a light and for a dark background and then
// checked against the real background by readable().
struct Hue {
    QColor light, dark;
    QColor pick(bool dark_) const { return dark_ ? dark : light; }
};
const Hue Accent{QColor(0x2e, 0x6b, 0x46), QColor(0x7c, 0xc5, 0x92)};
const Hue Alert{QColor(0xfb, 0xe9, 0xb7), QColor(0x4d, 0x3f, 0x14)};
const Hue AlertBorder{QColor(0xf2, 0xb1, 0x34), QColor(0xb0, 0x85, 0x20)};
const Hue Error{QColor(0xb3, 0x26, 0x1e), QColor(0xff, 0x8a, 0x80)};
const Hue Success{QColor(0x1d, 0x6b, 0x3a), QColor(0x8f, 0xd1, 0x9e)};
const Hue Warning{QColor(0x8a, 0x5a, 0x00), QColor(0xe8, 0xb8, 0x5a)};
const Hue Note{QColor(0x20, 0x50, 0x90), QColor(0x8a, 0xb8, 0xf0)};
const Hue ClockRunning{QColor(0x2e, 0x6b, 0x46), QColor(0x2e, 0x6b, 0x46)};
const Hue ClockLow{QColor(0xc6, 0x28, 0x28), QColor(0xa8, 0x22, 0x22)};
const Hue Flash{QColor(0xf2, 0xb1, 0x34), QColor(0xf2, 0xb1, 0x34)};
const Hue Lit{QColor(0xf6, 0xd3, 0x65), QColor(0x8a, 0x6a, 0x10)};
const Hue Ended{QColor(0xe4, 0xef, 0xe6), QColor(0x1f, 0x3a, 0x29)};
const Hue BarChunk{QColor(0xa8, 0xc8, 0xb0), QColor(0x3d, 0x6b, 0x4b)};
const Hue BarClaim{QColor(0xf6, 0xd3, 0x65), QColor(0x8a, 0x6a, 0x10)};
const Hue BarAutomatic{QColor(0xe8, 0xa0, 0x9a), QColor(0x8a, 0x3a, 0x34)};

// The clocks keep their meaning in every palette (green: running, red: short of time), and
// their digits stay readable on those colours: the idle clock is a shade of the window.
void clockColours(ThemeColours& c, bool dark) {
    c.clockRunningBackground = ClockRunning.pick(dark);
    c.clockRunningText = readable(textOn(c.clockRunningBackground), c.clockRunningBackground, 7.0);
    c.clockLowBackground = ClockLow.pick(dark);
    c.clockLowText = readable(textOn(c.clockLowBackground), c.clockLowBackground);
    c.clockIdleBackground = mix(c.background, c.text, 0.08);
    c.clockFlashRunning = readable(Flash.pick(dark).lighter(130), c.clockRunningBackground, 3.0);
    c.clockFlashIdle = readable(Flash.pick(dark).darker(140), c.clockIdleBackground, 3.0);
    c.chipBorder = mix(c.text, c.background, 0.4);
}

}  // namespace

bool isDark(const QPalette& palette) {
    return luminance(palette.color(QPalette::Window)) < 0.25;
}

double luminance(const QColor& colour) {
    const QColor c = colour.toRgb();
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a), lb = luminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

QColor mix(const QColor& a, const QColor& b, double t) {
    const QColor x = a.toRgb(), y = b.toRgb();
    return QColor::fromRgbF(float(x.redF() + (y.redF() - x.redF()) * t),
                            float(x.greenF() + (y.greenF() - x.greenF()) * t),
                            float(x.blueF() + (y.blueF() - x.blueF()) * t));
}

QColor readable(const QColor& wanted, const QColor& background, double ratio) {
    // Towards black on a light background, towards white on a dark one: small steps keep the
    // hue recognisable.
    const QColor target = luminance(background) > 0.18 ? QColor(Qt::black) : QColor(Qt::white);
    QColor c = wanted;
    for (double t = 0.05; contrast(c, background) < ratio && t <= 1.0; t += 0.05)
        c = mix(wanted, target, t);
    return c;
}

ThemeColours colours(const QPalette& palette) {
    const bool dark = isDark(palette);
    ThemeColours c;
    c.text = palette.color(QPalette::WindowText);
    c.background = palette.color(QPalette::Window);
    c.base = palette.color(QPalette::Base);
    c.muted = readable(mix(c.text, c.background, 0.3), c.background);
    c.border = mix(c.text, c.background, 0.65);
    c.accent = readable(Accent.pick(dark), c.base);
    c.onAccent = textOn(c.accent);
    c.alertBackground = Alert.pick(dark);
    c.alertText = readable(c.text, c.alertBackground, 7.0);
    c.alertBorder = AlertBorder.pick(dark);
    c.errorText = readable(Error.pick(dark), c.background);
    c.successText = readable(Success.pick(dark), c.background);
    c.warningText = readable(Warning.pick(dark), c.background);
    c.noteText = readable(Note.pick(dark), c.background);
    c.litBackground = Lit.pick(dark);
    c.litText = readable(c.text, c.litBackground, 7.0);
    c.litBorder = AlertBorder.pick(dark);
    c.endedBackground = Ended.pick(dark);
    c.endedText = readable(Accent.pick(dark), c.endedBackground, 7.0);
    c.endedBorder = Accent.pick(dark);
    c.panelBackground = mix(c.background, c.alertBackground, 0.35);
    c.barBackground = c.base;
    c.barChunk = BarChunk.pick(dark);
    c.barClaimChunk = BarClaim.pick(dark);
    c.barAutomaticChunk = BarAutomatic.pick(dark);
    clockColours(c, dark);
    c.focus = readable(palette.color(QPalette::Highlight), c.background, 3.0);
    return c;
}

namespace {

// A translucent colour as it shows over `background`.
QColor over(const QColor& colour, const QColor& background) {
    return colour.alpha() == 255 ? colour : mix(background, colour, colour.alphaF());
}

// Readable on both backgrounds (a link may sit on the base or the window); if no step of
// `wanted` reads on both, the text colour of the first does.
QColor readableOnBoth(const QColor& wanted, const QColor& first, const QColor& second) {
    const QColor c = readable(readable(over(wanted, first), first), second);
    if (contrast(c, first) >= 4.5 && contrast(c, second) >= 4.5) return c;
    return textOn(first);
}

struct TextRole {
    QPalette::ColorRole text, background, alsoOn;
    int lighter;  // the second background, lightened by this many percent
};

// Where each text role is drawn. Styles draw a button lighter than its role: Fusion's
// gradient reaches about a third lighter on a dark palette, so button text must also read on
// the button lightened by 40 %.
constexpr TextRole Drawn[] = {
    {QPalette::Link, QPalette::Base, QPalette::Window, 100},
    {QPalette::LinkVisited, QPalette::Base, QPalette::Window, 100},
    {QPalette::PlaceholderText, QPalette::Base, QPalette::Base, 100},
    {QPalette::Text, QPalette::Base, QPalette::Base, 100},
    {QPalette::WindowText, QPalette::Window, QPalette::Window, 100},
    {QPalette::ButtonText, QPalette::Button, QPalette::Button, 140},
};

class PaletteKeeper : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange) apply();
        return false;
    }
    static void apply() {
        const QPalette now = QApplication::palette();
        const QPalette fixed = readablePalette(now);
        if (fixed != now) QApplication::setPalette(fixed);  // equal the second time: no loop
    }
};

}  // namespace

QPalette readablePalette(const QPalette& palette) {
    QPalette p = palette;
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
        for (const TextRole& role : Drawn) {
            const QColor text = p.color(group, role.text);
            const QColor fixed = readableOnBoth(text, p.color(group, role.background),
                                                p.color(group, role.alsoOn).lighter(role.lighter));
            if (fixed != text) p.setColor(group, role.text, fixed);
        }
    return p;
}

void keepApplicationPaletteReadable() {
    static PaletteKeeper* keeper = nullptr;
    if (!keeper) {
        keeper = new PaletteKeeper(qApp);
        qApp->installEventFilter(keeper);
    }
    PaletteKeeper::apply();
}

QColor textOn(const QColor& background) {
    return contrast(background, Qt::white) >= contrast(background, Qt::black) ? QColor(Qt::white)
                                                                              : QColor(Qt::black);
}

QString css(const QColor& colour) {
    return colour.name(QColor::HexRgb);
}

QString focusFrame(const QString& selector, const ThemeColours& colours) {
    return QStringLiteral("%1 { border: 2px solid %2; } %1:focus { border: 2px solid %3; }")
        .arg(selector, css(colours.border), css(colours.focus));
}

}  // namespace remis::gui::theme
// SPDX-License-Identifier: GPL-3.0-or-later
