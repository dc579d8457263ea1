// remis-cli annotate (docs/cli.md): everything of the file kept, [%remis KIND] notes after the
// mainline moves where the audit finds them, idempotent, a game with an error written back
// with a [%remis error] note where reading stopped, standard input, bad input and exit codes.
#include <QtTest>

#include "clirun.h"
#include "core/pgn/treebuilder.h"
#include "core/pgn/treewriter.h"

namespace {

QByteArray fileBytes(const QString& name) {
    QFile file(QStringLiteral(REMIS_TEST_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot open %s", qPrintable(name));
    return file.readAll();
}

QString path(const QString& name) {
    return QStringLiteral(REMIS_TEST_DATA "/") + name;
}

// The games with every [%remis ...] comment taken out (also from the unread rest of a game
// whose FEN failed), written canonically.
std::string withoutNotes(const QByteArray& pgn) {
    std::vector<remis::PgnGame> games = remis::readPgnGames(pgn.toStdString());
    for (remis::PgnGame& g : games) {
        for (remis::PgnNode& n : g.nodes) {
            std::erase_if(
                n.after, [](const remis::PgnComment& c) { return c.text.starts_with("[%remis "); });
            for (std::size_t at; (at = n.unread.find("{[%remis ")) != std::string::npos;)
                n.unread.erase(at, n.unread.find('}', at) + 2 - at);
        }
    }
    return remis::writePgnGames(games);
}

// Annotates `text` from a file as a window of its tree, again held whole (the window as large
// as a tree gets) and with 2 jobs: all must write the same bytes, and annotating the output
// again changes nothing. The windowed run, for the caller's own checks.
CliRun annotatedAsAWindowAndWhole(const QByteArray& text) {
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("game.pgn"));
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(file));
        out.write(text);
    }
    const CliRun run = runCli({"annotate", file});
    const CliRun whole = runCli({"annotate", file, "--window", "1073741824"});
    const CliRun jobs = runCli({"annotate", file, "--jobs", "2"});
    const CliRun twice = runCli({"annotate", "-"}, run.out);
    if (run.exitCode != 0 || whole.exitCode != 0 || whole.out != run.out || whole.err != run.err ||
        jobs.out != run.out || twice.out != run.out)
        return CliRun{-1, {}, "windowed, whole and 2 jobs differ, or annotating again changed it"};
    return run;
}

// Nf3 Nf6 Ng1 Ng8 over and over from move `number` on, `plies` long, each White move
// numbered.
QByteArray knightDance(int number, int plies) {
    const char* moves[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    QByteArray line;
    for (int ply = 0; ply < plies; ++ply) {
        if (ply % 2 == 0) line += QByteArray::number(number + ply / 2) + ". ";
        line += moves[ply % 4];
        line += ' ';
    }
    return line;
}

}  // namespace

class TestCliAnnotate : public QObject {
    Q_OBJECT

private slots:
    void notesWhereTheAuditFindsThem();
    void keepsEverythingAndIsIdempotent();
    void errorGameWrittenBackWithANote();
    void brokenTagLinesKept();
    void repairsOnReadingAreSaid();
    void aSecondFenTagIsSaidAndKept();
    void windowsFilesComeBackAsWindowsFiles();
    void standardInput();
    void badInput();
    void encodingDecidedPerGame();
    void resultAgainstTheRulesGetsANote();
    void flagFallNotes();
    void hugeCommentCopiedThrough();
    void longGameReadAsAWindow();
    void longVariationReadAsAWindow();
    void variationErrorsLeaveTheMainlineAnnotated();
    void variationErrorsInALongGame();
    void mainlineErrorAfterALongVariation();
    void unbalancedTextCopiedThrough();
};

// docs/pgn.md, "Reading": ISO 8859-1 for the game that is not UTF-8, and for that game only. One
// Latin-1 game at the start made annotate write "GrÃ¼nfeld" for the UTF-8 games' "Grünfeld".
void TestCliAnnotate::encodingDecidedPerGame() {
    const QByteArray bytes = fileBytes("pgn/mixed-encoding.pgn");
    const qsizetype second = bytes.indexOf("[Event \"Z");
    const qsizetype third = bytes.indexOf("[Event", second + 1);
    // The Latin-1 game first, as it was seen; from a file, from standard input.
    const QByteArray latin1First =
        bytes.mid(second, third - second) + bytes.left(second) + bytes.mid(third);
    for (const QByteArray& input : {bytes, latin1First}) {
        const CliRun run = runCli({"annotate", "-"}, input);
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        QCOMPARE(out.count(QStringLiteral("Grünfeld")), 4);
        QVERIFY2(!out.contains(QStringLiteral("Ã¼")), qPrintable(out));
        QVERIFY(out.contains(QStringLiteral("[White \"Renée, François\"]")));
        QVERIFY(out.contains(QStringLiteral("{Española; Ã© as written}")));
    }
    const CliRun run = runCli({"annotate", path("pgn/mixed-encoding.pgn")});
    QVERIFY(QString::fromUtf8(run.out).contains(QStringLiteral("[Black \"Šarünas\"]")));
}

void TestCliAnnotate::notesWhereTheAuditFindsThem() {
    const QByteArray pgn =
        "[Event \"Dance\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n"
        "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {agreed} 1/2-1/2\n\n"
        "[Event \"Mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
    const CliRun run = runCli({"annotate", "-"}, pgn);
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out).simplified();
    QVERIFY2(out.contains("4. Ng1 Ng8 {agreed} {[%remis threefold_claimable_with_move] Black could "
                          "have claimed a draw by writing 4...Ng8 on the scoresheet first"),
             qPrintable(out));
    // Where the position stood is named, as the arbiter checks a claim on the scoresheet.
    QVERIFY2(out.contains("{[%remis threefold_claimable] White may claim a draw: this position "
                          "has occurred for the third time (at the start, after 2...Ng8, "
                          "4...Ng8) (FIDE 9.2.2)} 1/2-1/2"),
             qPrintable(out));
    QVERIFY2(out.contains("2. g4 Qh4# {[%remis checkmate] Checkmate: the game ended here, Black "
                          "won (FIDE 5.1.1)} 0-1"),
             qPrintable(out));
    QCOMPARE(out.count("[%remis "), 3);  // notes on the mainline only, each kind once
}

// Every game, tag, comment, NAG and variation is kept; a second run changes nothing.
void TestCliAnnotate::keepsEverythingAndIsIdempotent() {
    for (const QString name : {"pgn/annotated-collection.pgn", "tcec-sample.pgn"}) {
        const CliRun first = runCli({"annotate", path(name)});
        QCOMPARE(first.exitCode, 0);
        const std::string expected =
            remis::writePgnGames(remis::readPgnGames(fileBytes(name).toStdString()));
        QCOMPARE(QString::fromStdString(withoutNotes(first.out)), QString::fromStdString(expected));
        const CliRun second = runCli({"annotate", "-"}, first.out);
        QCOMPARE(second.exitCode, 0);
        QCOMPARE(second.out, first.out);
    }
    const CliRun sample = runCli({"annotate", path("tcec-sample.pgn")});
    // As many as the audit's events (279: one a flag fall), and for the one result against the
    // rules the ruling, in the note of the event that decided (a time forfeit won by a bare
    // king). Three bare-king wins by forfeit ("abandoned") stand: no result_inconsistent note.
    QCOMPARE(sample.out.count("{[%remis"), 279);
    const QString simple = QString::fromUtf8(sample.out).simplified();
    QCOMPARE(simple.count("The recorded result"), 1);
    QCOMPARE(simple.count("{[%remis result_inconsistent]"), 0);
    QVERIFY2(sample.err.startsWith("annotate: 300 games, 279 notes, 0 games with errors"),
             sample.err.constData());
}

void TestCliAnnotate::errorGameWrittenBackWithANote() {
    const QByteArray pgn =
        "[Event \"Broken\"]\n[Result \"0-1\"]\n\n"
        "1. e4 e5 2. Nf3 Qxh7 {kept} 3. d4 0-1\n\n"
        "[Event \"Fine\"]\n[Result \"*\"]\n\n1. d4 *\n";
    const CliRun run = runCli({"annotate", "-"}, pgn);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.simplified().contains("1. e4 e5 2. Nf3 {[%remis error] 2...Qxh7: no queen can "
                                           "legally move to h7} Qxh7 {kept} 3. d4 0-1"),
             run.out.constData());
    QVERIFY(run.out.contains("[Event \"Fine\"]\n[Result \"*\"]\n\n1. d4 *\n"));
    QVERIFY(run.err.contains("1 games with errors"));
    QCOMPARE(runCli({"annotate", "-"}, run.out).out, run.out);
}

// docs/pgn.md: all tags survive, in their order. A tag read without its quotes is written with
// them, a '[' line that is no tag as a ';' comment; stderr names the game and the tag; the
// audit calls the game sound; a second run changes nothing and warns no more.
void TestCliAnnotate::brokenTagLinesKept() {
    const QByteArray pgn =
        "[Event \"x\"]\n[White Kasparov, Garry]\n[Black \"b\"\n[]\n[Result \"*\"]\n\n1. e4 e5 *\n";
    const CliRun run = runCli({"annotate", "-"}, pgn);
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out, QByteArray("[Event \"x\"]\n[White \"Kasparov, Garry\"]\n[Black \"b\"]\n"
                                 "[Result \"*\"]\n\n;[]\n1. e4 e5 *\n\n"));
    QCOMPARE(run.err, QByteArray("annotate: game 1, line 2: malformed tag White read as "
                                 "\"Kasparov, Garry\"\n"
                                 "annotate: game 1, line 4: not a tag, kept as a comment: \"[]\"\n"
                                 "annotate: 1 games, 0 notes, 0 games with errors\n"));
    const CliRun again = runCli({"annotate", "-"}, run.out);
    QCOMPARE(again.out, run.out);
    QCOMPARE(again.err, QByteArray("annotate: 1 games, 0 notes, 0 games with errors\n"));
    const CliRun audit = runCli({"audit", "-"}, pgn);
    QCOMPARE(audit.exitCode, 0);
    const QJsonObject game = audit.jsonLines().value(0);
    QCOMPARE(game.value("white").toString(), QStringLiteral("Kasparov, Garry"));
    QCOMPARE(game.value("black").toString(), QStringLiteral("b"));
    QCOMPARE(game.value("plies").toInt(), 2);
    QVERIFY(game.value("error").isNull());
}

// What reading repaired is said on stderr, as the app says it when it opens the game: a
// missing result token (written as '*'), a FEN fullmove 0, castling rights the position
// cannot have. The repaired output annotated again says nothing about the result.
void TestCliAnnotate::repairsOnReadingAreSaid() {
    const CliRun noResult = runCli({"annotate", "-"}, "[White \"a\"]\n\n1. e4 e5 2. Nf3\n");
    QCOMPARE(noResult.exitCode, 0);
    QVERIFY2(noResult.out.endsWith("1. e4 e5 2. Nf3 *\n\n"), noResult.out.constData());
    QCOMPARE(noResult.err, QByteArray("annotate: game 1, line 3: game has no result\n"
                                      "annotate: 1 games, 0 notes, 0 games with errors\n"));
    QCOMPARE(runCli({"annotate", "-"}, noResult.out).err,
             QByteArray("annotate: 1 games, 0 notes, 0 games with errors\n"));
    const CliRun fen =
        runCli({"annotate", "-"},
               "[Event \"e\"]\n[SetUp \"1\"]\n[FEN \"4k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 0\"]\n\n"
               "1. Ra8+ Kd7 *\n");
    QCOMPARE(fen.exitCode, 0);
    // The FEN tag's own line, where the repaired value stands, not the game's first line.
    QCOMPARE(fen.err, QByteArray("annotate: game 1, line 3: FEN tag: fullmove number 0 read as 1\n"
                                 "annotate: game 1, line 3: FEN tag: castling rights Kq dropped: "
                                 "the king or rook is not on its home square\n"
                                 "annotate: 1 games, 0 notes, 0 games with errors\n"));
}

// Two FEN tags: the notes are the first's (a mate there), as the app reads it; both tags are
// written back as read (docs/pgn.md: keep everything), and the second is said with both
// lines, counted in the file also by a chunk that starts further on (2 jobs).
void TestCliAnnotate::aSecondFenTagIsSaidAndKept() {
    const QByteArray tags =
        "[Event \"two FEN\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/4K3/8/8/8/8/7R w - - 0 1\"]\n"
        "[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 1\"]\n[Result \"1-0\"]\n";
    QByteArray text;
    for (int i = 0; i < 3000; ++i) text += "[Event \"e\"]\n\n1. e4 e5 *\n\n";
    const long firstLine = long(text.count('\n')) + 1;
    text += tags + "\n1. Rh8# 1-0\n";
    const CliRun run = annotatedAsAWindowAndWhole(text);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(tags), run.out.constData());
    QVERIFY2(run.out.contains("1. Rh8# {[%remis checkmate]"), run.out.constData());
    const QByteArray said = QString(
                                "annotate: game 3001, line %1: a second FEN tag, kept as written "
                                "but not read: the game starts from the FEN tag on line %2\n")
                                .arg(firstLine + 3)
                                .arg(firstLine + 2)
                                .toUtf8();
    QVERIFY2(run.err.startsWith(said), run.err.constData());
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("two.pgn"));
    QFile out(file);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text);
    out.close();
    const CliRun jobs = runCli({"annotate", file, "--jobs", "2", "--chunk-size", "4096"});
    QVERIFY2(jobs.err.startsWith(said), jobs.err.constData());
}

// docs/pgn.md: the file's form is kept. A file with CR LF line ends and a byte-order mark
// comes back so, whole: the games written anew and the one copied through as it was (a
// tester: the output mixed CR LF and LF, and lost the mark). With 1 and 2 jobs, and again.
void TestCliAnnotate::windowsFilesComeBackAsWindowsFiles() {
    const QByteArray pgn =
        "\xEF\xBB\xBF[Event \"a\"]\r\n\r\n1. e4 e5 *\r\n\r\n"
        "[Event \"b\"]\r\n\r\n1. d4 ) d5 *\r\n\r\n"
        "[Event \"c\"]\r\n\r\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\r\n";
    const CliRun run = runCli({"annotate", "-"}, pgn);
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("\xEF\xBB\xBF[Event \"a\"]\r\n\r\n1. e4 e5 *\r\n\r\n"));
    QVERIFY(run.out.contains("[Event \"b\"]\r\n\r\n1. d4 ) d5 {[%remis error]"));
    QVERIFY(run.out.contains("[%remis threefold_claimable]"));
    QCOMPARE(run.out.count("\n"), run.out.count("\r\n"));
    QCOMPARE(runCli({"annotate", "-", "--jobs", "2", "--chunk-size", "40"}, pgn).out, run.out);
    QCOMPARE(runCli({"annotate", "-"}, run.out).out, run.out);
    // A file with LF line ends and no mark stays so.
    QByteArray unix = pgn.mid(3);
    unix.replace("\r\n", "\n");
    const QByteArray plain = runCli({"annotate", "-"}, unix).out;
    QVERIFY(plain.startsWith("[Event \"a\"]\n\n1. e4 e5 *\n\n"));
    QVERIFY(!plain.contains('\r'));
}

void TestCliAnnotate::standardInput() {
    const CliRun fromFile = runCli({"annotate", path("pgn/comments.pgn")});
    const CliRun fromStdin = runCli({"annotate", "-"}, fileBytes("pgn/comments.pgn"));
    QCOMPARE(fromFile.exitCode, 0);
    QCOMPARE(fromStdin.out, fromFile.out);
    QVERIFY(fromFile.out.contains("{Game comment before the first move} 1. e4"));
}

void TestCliAnnotate::badInput() {
    for (const QStringList& args :
         {QStringList{"annotate"}, QStringList{"annotate", path("pgn/missing.pgn")},
          QStringList{"annotate", path("pgn/empty.pgn")},
          QStringList{"annotate", path("pgn/comments.pgn"), "--rules", "nonsense"}}) {
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
    }
    QVERIFY(runCli({"annotate", "--help"}).out.startsWith("usage: remis-cli annotate"));
    // Prose with no tag and no move is no game: not a PGN file, as for audit, with 1 job or 2.
    const QByteArray prose = "garbage text without any game\nhello world\n";
    for (const QStringList& args :
         {QStringList{"annotate", "-"}, QStringList{"annotate", "-", "--jobs", "2"}}) {
        const CliRun run = runCli(args, prose);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.out.isEmpty(), run.out.constData());
        QVERIFY2(run.err.contains("not a PGN file (no game found)"), run.err.constData());
        QCOMPARE(runCli({"audit", "-"}, prose).exitCode, 2);
    }
    // Before a game it is kept, as everything is.
    const CliRun kept = runCli({"annotate", "-"}, prose + "\n[Event \"x\"]\n\n1. e4 *\n");
    QCOMPARE(kept.exitCode, 0);
    QVERIFY2(kept.out.contains("hello world") && kept.out.contains("1. e4 *"),
             kept.out.constData());
}

// docs/cli.md (issue 19.7): a recorded result against the rules is kept as it is, and the
// note of the event that decided the game gives the ruling and why (a note's kind is an
// audit kind); where no event decided it, a [%remis result_inconsistent] note does.
void TestCliAnnotate::resultAgainstTheRulesGetsANote() {
    const QByteArray pgn = "[Event \"Mate\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n";
    const CliRun run = runCli({"annotate", "-"}, pgn);
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.simplified().contains(
                 "2. g4 Qh4# {[%remis checkmate] Checkmate: the game ended here, Black won (FIDE "
                 "5.1.1). The recorded result 1-0 is against the rules: ruled 0-1: 5.1.1, Black "
                 "checkmated at ply 4 (2...Qh4#)} 1-0"),
             run.out.constData());
    QVERIFY(run.out.contains("[Result \"1-0\"]"));
    QCOMPARE(runCli({"annotate", "-"}, run.out).out, run.out);
    // A consistent result gets no such words.
    QVERIFY(!runCli({"annotate", "-"}, QByteArray(pgn).replace("1-0", "0-1"))
                 .out.contains("The recorded result"));
    // A win recorded for a bare king: no event decided it, a note of its own says so.
    const CliRun bare = runCli({"annotate", "-"},
                               "[Event \"Bare\"]\n[Result \"0-1\"]\n[SetUp "
                               "\"1\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 "
                               "1\"]\n\n1. Ra2 Kd7 0-1\n");
    QVERIFY2(bare.out.simplified().contains("{[%remis result_inconsistent] The recorded result "
                                            "0-1 is against the rules: ruled 1/2-1/2: 5.1.2"),
             bare.out.constData());
}

// Issue 23.1: annotate notes a flag fall with 6.9's ruling, from the Termination tag and
// from [%clk] comments (which stay as they were).
void TestCliAnnotate::flagFallNotes() {
    const CliRun run = runCli({"annotate", path("audit/flag-falls.pgn")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out).simplified();
    QVERIFY2(out.contains("60. Kd2 Kd5 {[%remis flag_fall] White's flag fell: a draw (FIDE 6.9). "
                          "The recorded result 0-1 is against the rules: ruled 1/2-1/2: 6.9, "
                          "White's flag fell and Black (bare king) cannot checkmate, at ply 2 "
                          "(60...Kd5)} 0-1"),
             qPrintable(out));
    QVERIFY2(out.contains("70. Ra2 Kd4 {[%remis flag_fall] White's flag fell: Black wins (FIDE "
                          "6.9)} 0-1"),
             qPrintable(out));
    QVERIFY2(out.contains("Nc6 {[%eval 0.5] [%clk 0:00:00]} {[%remis flag_fall] Black's flag "
                          "fell: White wins (FIDE 6.9)} 1-0"),
             qPrintable(out));
    QCOMPARE(out.count("[%remis flag_fall]"), 5);
    QCOMPARE(runCli({"annotate", "-"}, run.out).out, run.out);
}

// docs/cli.md, annotate: "nothing of the record is ever dropped: a game too large to hold (a
// comment of many megabytes) is copied through byte for byte, with the note after it". A 30 MB
// comment (with line ends and non-ASCII letters) was dropped, leaving "{[%remis error] comment
// too long}". The games around it are annotated as usual, from a file and from standard input,
// and a second run changes nothing.
void TestCliAnnotate::hugeCommentCopiedThrough() {
    QByteArray comment;
    comment.reserve(30 << 20);
    while (comment.size() < (30 << 20)) comment += "Grünfeld analysis, line after line.\n";
    const QByteArray big = "[Event \"Big\"]\n[Result \"*\"]\n\n1. e4 {" + comment + "} e5 2. Nf3 *";
    const QByteArray mate =
        "[Event \"Mate\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0";
    const QByteArray unfinished = "[Event \"Open\"]\n\n1. d4 {" + comment + "}";
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("big.pgn"));
    {
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(mate + "\n\n" + big + "\n\n" + unfinished + "\n[Event \"Last\"]\n1. c4 *\n");
    }
    const CliRun run = runCli({"annotate", file});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("4. Qxf7# {[%remis checkmate]"));  // annotated as usual
    const QByteArray note = "{[%remis error] comment too long: ";
    const qsizetype bigAt = run.out.indexOf("[Event \"Big\"]\n[Result \"*\"]\n\n1. e4 {" + comment +
                                            "} e5 2. Nf3 " + note);
    QVERIFY(bigAt > 0);
    const qsizetype bigNoteEnd = run.out.indexOf('}', run.out.indexOf(note, bigAt));
    QCOMPARE(run.out.mid(bigNoteEnd, 6), QByteArray("} *\n\n["));
    // A game without a result ends where the next begins; its note goes at its end.
    QVERIFY(run.out.contains("[Event \"Open\"]\n\n1. d4 {" + comment + "}\n" + note));
    QVERIFY(run.out.contains("[Event \"Last\"]\n\n1. c4 *"));
    QVERIFY(run.err.contains("4 games"));
    QVERIFY(run.err.contains("2 games with errors"));
    QFile in(file);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QCOMPARE(runCli({"annotate", "-"}, in.readAll()).out, run.out);
    QCOMPARE(runCli({"annotate", "-"}, run.out).out, run.out);
}

// A game longer than the tree annotate holds (16,384 nodes) is read again as a window of its
// tree (memory bounded by the work, docs/cli.md): the same bytes as the whole tree. Here White's
// clock reads 0:00:00 from its 51st move on, so the flag-fall note goes far behind the point
// where the audit finds it (at the end); the fivefold and the variations and comments on the
// way are written as they were.
void TestCliAnnotate::longGameReadAsAWindow() {
    QByteArray game = "[Event \"long\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 40'000; ++ply) {
        if (ply % 2 == 0) game += QByteArray::number(ply / 2 + 1) + ". ";
        game += dance[ply % 4];
        game += ply % 2 == 0 && ply >= 100 ? " {[%clk 0:00:00]} " : " ";
        if (ply % 50 == 0) game += "(Nc3 $1 {a} Nc6) ";
        if (ply % 50 == 25) game += "$2 {b} ";
    }
    game += "1/2-1/2\n";
    const CliRun run = annotatedAsAWindowAndWhole(game + "\n[Event \"after\"]\n\n1. e4 e5 *\n");
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString out = QString::fromUtf8(run.out).simplified();  // wherever the lines break
    QVERIFY(out.contains("51. Nf3 {[%clk 0:00:00]} {[%remis flag_fall] White's flag fell"));
    QVERIFY(run.out.contains("{[%remis fivefold_repetition]"));
    QVERIFY(run.out.contains("[Event \"after\"]"));
}

// A game held nearly all in a variation of 40,000 plies, with a variation nested in it, is
// written as it is read too (issue 23: memory bounded on any input): the same bytes as the
// whole tree, the notes on the mainline where they hold. In the second game a comment after
// the long variation belongs to the move before it, written before the variation: that game
// is read again with its variations held whole, and written the same. In the third the long
// variation is an alternative to the first move of another, with an error, and is written
// after the whole of it: it is read after that one too.
void TestCliAnnotate::longVariationReadAsAWindow() {
    QByteArray line;
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    for (int ply = 0; ply < 40'000; ++ply) {
        if (ply % 2 == 0) line += QByteArray::number(ply / 2 + 1) + ". ";
        line += dance[ply % 4];
        line += ply % 1000 == 0 ? " {x} $1 " : " ";
        if (ply == 20'001) line += "(10001... Nc6 10002. Nc3 Nb8 10003. Nb1 Nc6) ";
    }
    const QByteArray game =
        "[Event \"variation\"]\n[White \"A\"]\n[Black \"B\"]\n"
        "[Result \"*\"]\n\n1. e4 {[%clk 0:00:00]} (" +
        line + ") 1... e5 2. Nf3 {[%clk 0:00:00]} Nc6 *\n\n";
    const QByteArray late = "[Event \"late\"]\n\n1. e4 (" + line + ") {late} 1... e5 *\n";
    const QByteArray first = "[Event \"first move\"]\n\n1. e4 (1. d4 (" + line +
                             ") (1. c4) 1... d5 2. Ke3 d4) 1... e5 2. Kd3 *\n";
    const CliRun run = annotatedAsAWindowAndWhole(game + late + first);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QByteArray out = run.out.simplified();
    QVERIFY(
        out.contains("(1. d4 d5 {[%remis error] 2. Ke3: no king can legally move to e3} "
                     "2. Ke3 d4) (1. Nf3 $1 {x} 1... Nf6"));
    QVERIFY(out.contains("(10001... Nc6 10002. Nc3 Nb8 10003. Nb1 Nc6) 10002. Ng1 Ng8"));
    QVERIFY(
        out.contains("20000. Ng1 Ng8) (1. c4) 1... e5 {[%remis error] 2. Kd3: no king can "
                     "legally move to d3} 2. Kd3 *"));
    QVERIFY2(run.err.contains("3 games, 1 notes, 1 games with errors"), run.err.constData());
    QVERIFY(run.out.contains("[%remis flag_fall]"));
    QVERIFY(run.out.contains("(10001... Nc6 10002. Nc3 Nb8 10003. Nb1 Nc6) 10002. Ng1"));
    QVERIFY(run.out.contains("1. e4 {late} (1. Nf3 $1 {x} 1... Nf6"));
}

// docs/pgn.md: an illegal move inside a variation stops only that variation. Its note goes
// where it stopped, the rest of it is written as it was, and the mainline gets its notes.
void TestCliAnnotate::variationErrorsLeaveTheMainlineAnnotated() {
    const QByteArray pgn =
        "[Event \"v\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n"
        "[FEN \"4k3/8/8/8/8/3r4/3N4/4KB2 b - - 0 40\"]\n\n"
        "40... Rxd2 $4 (40... Kd7 41. Bc4 $14) (40... Kd3) 41. Kxd2 Kd7 42. Bc4 Kd6 1-0\n";
    const CliRun run = annotatedAsAWindowAndWhole(pgn);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QByteArray out = run.out.simplified();
    QVERIFY2(out.contains("40... Rxd2 $4 (40... Kd7 {[%remis error] 41. Bc4: no bishop can "
                          "legally move to c4} 41. Bc4 $14) {[%remis error] 40...Kd3: no king can "
                          "legally move to d3} (40... Kd3) 41. Kxd2 {[%remis dead_position]"),
             run.out.constData());
    QVERIFY2(run.err.startsWith("annotate: 1 games, 1 notes, 1 games with errors"),
             run.err.constData());
    QCOMPARE(runCli({"annotate", "-", "--window", "2"}, pgn).out, run.out);
    // A variation at a variation's first move that is text of it, and that variation's own
    // stop at the same move: both texts kept, the notes in the order of the text.
    const QByteArray twice =
        "[Event \"t\"]\n\n1. e4 e5 (1... c5 (1... Qh4 2. Nf3) 2. Ke3 Nc6) "
        "2. Nf3 *\n";
    const CliRun both = annotatedAsAWindowAndWhole(twice);
    QVERIFY2(both.exitCode == 0, both.err.constData());
    QVERIFY2(both.out.simplified().contains(
                 "(1... c5 {[%remis error] 1...Qh4: no queen can legally move to h4} "
                 "{[%remis error] 2. Ke3: no king can legally move to e3} (1... Qh4 2. Nf3) "
                 "2. Ke3 Nc6) 2. Nf3 *"),
             both.out.constData());
}

// The same in a game too long to hold as a tree: each variation's note where it stopped, the
// mainline's fivefold, the same bytes as the whole tree and with 2 jobs.
void TestCliAnnotate::variationErrorsInALongGame() {
    QByteArray game = "[Event \"long\"]\n[Result \"1/2-1/2\"]\n\n";
    const char* dance[] = {"Nf3", "Nf6", "Ng1", "Ng8"};
    int stops = 0;
    for (int ply = 0; ply < 40'000; ++ply) {
        if (ply % 2 == 0) game += QByteArray::number(ply / 2 + 1) + ". ";
        game += dance[ply % 4];
        game += ' ';
        if (ply % 500 == 0) game += "(Nc3 $1 {a} Nc6 Ke9 {b}) ";
        if (ply % 500 == 250) game += "(Kd3 {c}) ";
        stops += ply % 250 == 0 ? 1 : 0;
    }
    game += "1/2-1/2\n";
    const CliRun run = annotatedAsAWindowAndWhole(game);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QCOMPARE(int(run.out.count("{[%remis error]")), stops);
    QVERIFY(run.out.contains("{[%remis fivefold_repetition]"));
    QVERIFY2(run.out.contains("(1. Nc3 $1 {a} 1... Nc6 {[%remis error] 2. Ke9:"),
             run.out.left(600).constData());
    QVERIFY2(run.err.contains("1 games with errors"), run.err.constData());
}

// The note of an error that stops the mainline goes on the last move read, which a window
// wrote long before the error was read when that move has a long variation: it is planned
// on that move before the move is written (it was lost in windowed annotate before).
void TestCliAnnotate::mainlineErrorAfterALongVariation() {
    const QByteArray game =
        "[Event \"stop\"]\n\n1. e4 (1. d4 d5 " + knightDance(2, 40'000) + ") 1... Qh4 2. Nf3 *\n";
    const CliRun run = annotatedAsAWindowAndWhole(game);
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.simplified().contains(
                 "1. e4 {[%remis error] 1...Qh4: no queen can legally move to h4} (1. d4 d5"),
             run.out.left(300).constData());
    QVERIFY(run.out.simplified().endsWith("20001. Ng1 Ng8) 1... Qh4 2. Nf3 *"));
}

// A stray ')' or an unclosed variation is text the tree cannot give back as written: the game
// is copied through unchanged, with the note before its result (or at its end), so that
// annotating the output finds the same error and writes the same bytes (tester's finding:
// the ')' was dropped or added, the note then lost on the second run).
void TestCliAnnotate::unbalancedTextCopiedThrough() {
    const QByteArray stray = "[Event \"stray\"]\n\n1. e4 e5 (1... c5 2. Nf3)) 2. Nf3 *\n\n";
    const QByteArray open = "[Event \"open\"]\n\n1. e4 e5 (1... c5 ; a comment\n\n";
    const CliRun run = annotatedAsAWindowAndWhole(stray + open + "[Event \"fine\"]\n\n1. d4 *\n");
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("1. e4 e5 (1... c5 2. Nf3)) 2. Nf3 {[%remis error] unmatched ')'} *"),
             run.out.constData());
    QVERIFY2(run.out.contains("(1... c5 ; a comment\n{[%remis error] unterminated variation}"),
             run.out.constData());
    QVERIFY(run.out.contains("[Event \"fine\"]\n\n1. d4 *"));
    QVERIFY2(run.err.contains("3 games, 0 notes, 2 games with errors"), run.err.constData());
    // The last game of a file, with blank lines after it: a second run adds none (tester's
    // finding: two more line ends on every run).
    const QByteArray last = "[Event \"x\"]\n\n1. e4 e5 2. Nf3) Nc6 *\n\n\n";
    const CliRun once = runCli({"annotate", "-"}, last);
    QVERIFY(once.out.endsWith("2. Nf3) Nc6 {[%remis error] unmatched ')'} *\n\n"));
    QCOMPARE(runCli({"annotate", "-"}, once.out).out, once.out);
    // A comment that never closes holds all after it: the note goes before its '{'.
    const CliRun unclosed = annotatedAsAWindowAndWhole(fileBytes("pgn/unterminated-comment.pgn"));
    QVERIFY2(unclosed.exitCode == 0, unclosed.err.constData());
    QVERIFY2(unclosed.out.contains("1. e4 e5 {[%remis error] unterminated comment} {this comment "
                                   "never\ncloses 2. Nf3 *\n"),
             unclosed.out.constData());
}

QTEST_GUILESS_MAIN(TestCliAnnotate)
#include "tst_cli_annotate.moc"
// SPDX-License-Identifier: GPL-3.0-or-later
