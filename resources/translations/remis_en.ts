<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>SaveTarget</name>
    <message numerus="yes">
        <source>%1 is the file this game comes from and holds %n game(s).</source>
        <translation>
            <numerusform>%1 is the file this game comes from and holds %n game.</numerusform>
            <numerusform>%1 is the file this game comes from and holds %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n game(s).</source>
        <translation>
            <numerusform>%1 already holds %n game.</numerusform>
            <numerusform>%1 already holds %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the other %n game(s).</source>
        <translation>
            <numerusform>Replacing it with this game alone removes the other game.</numerusform>
            <numerusform>Replacing it with this game alone removes the other %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the %n game(s) in it.</source>
        <translation>
            <numerusform>Replacing it with this game alone removes the game in it.</numerusform>
            <numerusform>Replacing it with this game alone removes the %n games in it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Save All %n Games</source>
        <translation>
            <numerusform>Save %n Game</numerusform>
            <numerusform>Save All %n Games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with these %n game(s) removes the games it holds now.</source>
        <translation>
            <numerusform>Replacing it with this game removes the games it holds now.</numerusform>
            <numerusform>Replacing it with these %n games removes the games it holds now.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::ArbiterModel</name>
    <message numerus="yes">
        <source>%n move(s) each</source>
        <translation>
            <numerusform>%n move each</numerusform>
            <numerusform>%n moves each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) by %1, %2 by %3</source>
        <translation>
            <numerusform>%n move by %1, %2 by %3</numerusform>
            <numerusform>%n moves by %1, %2 by %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s) (%1) without a capture or pawn move, %2</source>
        <translation>
            <numerusform>%n ply (%1) without a capture or pawn move, %2</numerusform>
            <numerusform>%n plies (%1) without a capture or pawn move, %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ended there; %n move(s) played after it were taken back.</source>
        <translation>
            <numerusform>The game ended there; %n move played after it were taken back.</numerusform>
            <numerusform>The game ended there; %n moves played after it were taken back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them before the set-up position</source>
        <translation>
            <numerusform>%n of them before the set-up position</numerusform>
            <numerusform>%n of them before the set-up position</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::ClockTexts</name>
    <message numerus="yes">
        <source>%n move(s) in %1</source>
        <translation>
            <numerusform>%n move in %1</numerusform>
            <numerusform>%n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n move(s)</source>
        <translation>
            <numerusform>%1 for %n move</numerusform>
            <numerusform>%1 for %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::ErrorTexts</name>
    <message numerus="yes">
        <source>%1 holds %n game(s); there is no game %2.</source>
        <translation>
            <numerusform>%1 holds %n game; there is no game %2.</numerusform>
            <numerusform>%1 holds %n games; there is no game %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::Occurrences</name>
    <message numerus="yes">
        <source>This position has occurred %n time(s) (ply %1)</source>
        <translation>
            <numerusform>This position has occurred %n time (ply %1)</numerusform>
            <numerusform>This position has occurred %n times (ply %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Halfmove clock %2: %n more ply(s) without a capture or pawn move before a fifty-move claim (FIDE %1).</source>
        <translation>
            <numerusform>Halfmove clock %2: %n more ply without a capture or pawn move before a fifty-move claim (FIDE %1).</numerusform>
            <numerusform>Halfmove clock %2: %n more plies without a capture or pawn move before a fifty-move claim (FIDE %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::RuleTexts</name>
    <message numerus="yes">
        <source>Played after the end: %n ply(s) recorded (%1).</source>
        <translation>
            <numerusform>Played after the end: %n ply recorded (%1).</numerusform>
            <numerusform>Played after the end: %n plies recorded (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::SchoolTexts</name>
    <message numerus="yes">
        <source>You counted moves, not positions: this position has stood %n time(s), at plies %2. The first occurrence counts too (%1).</source>
        <translation>
            <numerusform>You counted moves, not positions: this position has stood %n time, at plies %2. The first occurrence counts too (%1).</numerusform>
            <numerusform>You counted moves, not positions: this position has stood %n times, at plies %2. The first occurrence counts too (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has stood only %n time(s) (plies %2); a claim needs three (%1).</source>
        <translation>
            <numerusform>This position has stood only %n time (plies %2); a claim needs three (%1).</numerusform>
            <numerusform>This position has stood only %n times (plies %2); a claim needs three (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) make a correct claim.</source>
        <translation>
            <numerusform>%n move makes a correct claim.</numerusform>
            <numerusform>%n moves make a correct claim.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s): %2 (%1).</source>
        <translation>
            <numerusform>This position has stood %n time: %2 (%1).</numerusform>
            <numerusform>This position has stood %n times: %2 (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s), and %3 half-moves have passed without a capture or a pawn move: neither count is complete, and no move completes one (%1, %2).</source>
        <translation>
            <numerusform>This position has stood %n time, and %3 half-moves have passed without a capture or a pawn move: neither count is complete, and no move completes one (%1, %2).</numerusform>
            <numerusform>This position has stood %n times, and %3 half-moves have passed without a capture or a pawn move: neither count is complete, and no move completes one (%1, %2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %2 the position would stand only %n time(s) (%1).</source>
        <translation>
            <numerusform>After %2 the position would stand only %n time (%1).</numerusform>
            <numerusform>After %2 the position would stand only %n times (%1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::SetupTexts</name>
    <message numerus="yes">
        <source>%1&apos;s pieces need %n promotion(s) (a second queen, a third rook or knight, two bishops on squares of one colour), but with its pawns on the board it can have made at most %2.</source>
        <translation>
            <numerusform>%1&apos;s pieces need %n promotion (a second queen, a third rook or knight, two bishops on squares of one colour), but with its pawns on the board it can have made at most %2.</numerusform>
            <numerusform>%1&apos;s pieces need %n promotions (a second queen, a third rook or knight, two bishops on squares of one colour), but with its pawns on the board it can have made at most %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s king on %2 is in check from %n piece(s) (%3); no move gives more than a double check.</source>
        <translation>
            <numerusform>%1&apos;s king on %2 is in check from %n piece (%3); no move gives more than a double check.</numerusform>
            <numerusform>%1&apos;s king on %2 is in check from %n pieces (%3); no move gives more than a double check.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The halfmove clock is %1, but at this move number only %n ply(s) can have been played.</source>
        <translation>
            <numerusform>The halfmove clock is %1, but at this move number only %n ply can have been played.</numerusform>
            <numerusform>The halfmove clock is %1, but at this move number only %n plies can have been played.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::SpokenTime</name>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hour</numerusform>
            <numerusform>%n hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::Announcer</name>
    <message numerus="yes">
        <source>one of %n moves, such as %1</source>
        <translation>
            <numerusform>one of %n move, such as %1</numerusform>
            <numerusform>one of %n moves, such as %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::DiagramActions</name>
    <message numerus="yes">
        <source>Added to the worksheet (%n diagram(s))</source>
        <translation>
            <numerusform>Added to the worksheet (%n diagram)</numerusform>
            <numerusform>Added to the worksheet (%n diagrams)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::FenDialog</name>
    <message numerus="yes">
        <source>%1 to move
Move %2
Halfmove clock: %n ply(s)</source>
        <translation>
            <numerusform>%1 to move
Move %2
Halfmove clock: %n ply</numerusform>
            <numerusform>%1 to move
Move %2
Halfmove clock: %n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::GameChooser</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Audit done: %n game(s) in %1 s</source>
        <translation>
            <numerusform>Audit done: %n game in %1 s</numerusform>
            <numerusform>Audit done: %n games in %1 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) so far</source>
        <translation>
            <numerusform>%n game so far</numerusform>
            <numerusform>%n games so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::GameDialogs</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n ply</numerusform>
            <numerusform>%n plies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::GameFiles</name>
    <message numerus="yes">
        <source>The game comes from a file with %n game(s).</source>
        <translation>
            <numerusform>The game comes from a file with %n game.</numerusform>
            <numerusform>The game comes from a file with %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n Games</source>
        <translation>
            <numerusform>All %n Games</numerusform>
            <numerusform>All %n Games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamDialog</name>
    <message numerus="yes">
        <source>The topics ticked have %n question(s): the paper will have no more.</source>
        <translation>
            <numerusform>The topics ticked have %n question: the paper will have no more.</numerusform>
            <numerusform>The topics ticked have %n questions: the paper will have no more.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamPaper</name>
    <message numerus="yes">
        <source>%n question(s). Pass mark: %1 % (%2 of %n right). Paper %3.</source>
        <translation>
            <numerusform>%n question. Pass mark: %1 % (%2 of %n right). Paper %3.</numerusform>
            <numerusform>%n questions. Pass mark: %1 % (%2 of %n right). Paper %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::NotationView</name>
    <message numerus="yes">
        <source>%1… (%n more character(s), kept in the record)</source>
        <translation>
            <numerusform>%1… (%n more character, kept in the record)</numerusform>
            <numerusform>%1… (%n more characters, kept in the record)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::RepetitionStrip</name>
    <message numerus="yes">
        <source>Repetition Strip: %n occurrence(s)</source>
        <translation>
            <numerusform>Repetition Strip: %n occurrence</numerusform>
            <numerusform>Repetition Strip: %n occurrences</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::ReportPdf</name>
    <message numerus="yes">
        <source>Diagrams are given for the first %n repetition(s); every event is listed.</source>
        <translation>
            <numerusform>Diagrams are given for the first repetition; every event is listed.</numerusform>
            <numerusform>Diagrams are given for the first %n repetitions; every event is listed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); %1 with events, %2 with a result against the rules, %3 with illegal moves that stood, %4 with a flag fall, %5 with errors. Rules: FIDE Laws of Chess.</source>
        <translation>
            <numerusform>%n game; %1 with events, %2 with a result against the rules, %3 with illegal moves that stood, %4 with a flag fall, %5 with errors. Rules: FIDE Laws of Chess.</numerusform>
            <numerusform>%n games; %1 with events, %2 with a result against the rules, %3 with illegal moves that stood, %4 with a flag fall, %5 with errors. Rules: FIDE Laws of Chess.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::SchoolWindow</name>
    <message numerus="yes">
        <source>No answer for %n item(s): %1. They count as wrong. Press Finish Anyway to finish the exam.</source>
        <translation>
            <numerusform>No answer for %n item: %1. It counts as wrong. Press Finish Anyway to finish the exam.</numerusform>
            <numerusform>No answer for %n items: %1. They count as wrong. Press Finish Anyway to finish the exam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No answer for %n item(s).</source>
        <translation>
            <numerusform>No answer for %n item.</numerusform>
            <numerusform>No answer for %n items.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n question(s), not started)</source>
        <translation>
            <numerusform> (%n question, not started)</numerusform>
            <numerusform> (%n questions, not started)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::TournamentWatchWindow</name>
    <message numerus="yes">
        <source>Watching %1: %n board(s).</source>
        <translation>
            <numerusform>Watching %1: %n board.</numerusform>
            <numerusform>Watching %1: %n boards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::WorksheetDialog</name>
    <message numerus="yes">
        <source>%n diagram(s) per page</source>
        <translation>
            <numerusform>%n diagram per page</numerusform>
            <numerusform>%n diagrams per page</numerusform>
        </translation>
    </message>
</context>
</TS>
