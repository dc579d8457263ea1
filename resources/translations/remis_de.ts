<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>Arbiter</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Fifty-move rule</source>
        <translation>50-Züge-Regel</translation>
    </message>
    <message>
        <source>Claim at 100</source>
        <translation>Reklamation ab 100</translation>
    </message>
    <message>
        <source>%v of 100 plies</source>
        <translation>%v von 100 Halbzügen</translation>
    </message>
    <message>
        <source>Automatic at 150</source>
        <translation>Automatisch bei 150</translation>
    </message>
    <message>
        <source>%v of 150 plies</source>
        <translation>%v von 150 Halbzügen</translation>
    </message>
    <message>
        <source>Repetition of position</source>
        <translation>Stellungswiederholung</translation>
    </message>
    <message>
        <source>Claim at 3</source>
        <translation>Reklamation ab 3</translation>
    </message>
    <message>
        <source>%v of 3</source>
        <translation>%v von 3</translation>
    </message>
    <message>
        <source>Automatic at 5</source>
        <translation>Automatisch bei 5</translation>
    </message>
    <message>
        <source>%v of 5</source>
        <translation>%v von 5</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Reklamationen</translation>
    </message>
    <message>
        <source>Claim draw: threefold repetition (%1)</source>
        <translation>Remis reklamieren: dreimalige Stellungswiederholung (%1)</translation>
    </message>
    <message>
        <source>Claim draw: fifty-move rule (%1)</source>
        <translation>Remis reklamieren: 50-Züge-Regel (%1)</translation>
    </message>
    <message>
        <source>Claim with a move...</source>
        <translation>Mit einem Zug reklamieren …</translation>
    </message>
    <message>
        <source>Show the move you intend to play on the board, or type it in the move box. The arbiter rules on the claim before the move is played. Esc cancels.</source>
        <translation>Zeigen Sie den beabsichtigten Zug auf dem Brett oder tippen Sie ihn in das Zugfeld. Der Schiedsrichter entscheidet über die Reklamation, bevor der Zug ausgeführt wird. Esc bricht ab.</translation>
    </message>
    <message>
        <source>Show the moves that make a correct claim</source>
        <translation>Die Züge zeigen, mit denen eine Reklamation berechtigt ist</translation>
    </message>
    <message>
        <source>Draw offers and resignation</source>
        <translation>Remisangebote und Aufgabe</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Resign...</source>
        <translation>Aufgeben …</translation>
    </message>
    <message>
        <source>Explain the rules...</source>
        <translation>Regeln erklären …</translation>
    </message>
    <message>
        <source>White: offer a draw</source>
        <translation>Weiß: Remis anbieten</translation>
    </message>
    <message>
        <source>Black: offer a draw</source>
        <translation>Schwarz: Remis anbieten</translation>
    </message>
    <message>
        <source>Teaching hint: a claim that names one of these moves is correct.</source>
        <translation>Lernhinweis: Eine Reklamation, die einen dieser Züge nennt, ist berechtigt.</translation>
    </message>
</context>
<context>
    <name>AuditTexts</name>
    <message>
        <source>threefold repetition claimable</source>
        <translation>dreimalige Stellungswiederholung reklamierbar</translation>
    </message>
    <message>
        <source>threefold repetition claimable by writing the move played</source>
        <translation>dreimalige Stellungswiederholung reklamierbar durch Aufschreiben des gespielten Zuges</translation>
    </message>
    <message>
        <source>fifty-move rule claimable</source>
        <translation>50-Züge-Regel reklamierbar</translation>
    </message>
    <message>
        <source>fifty-move rule claimable by writing the move played</source>
        <translation>50-Züge-Regel reklamierbar durch Aufschreiben des gespielten Zuges</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>Matt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>dead position</source>
        <translation>tote Stellung</translation>
    </message>
    <message>
        <source>75-move rule: the game ended</source>
        <translation>75-Züge-Regel: Die Partie war beendet</translation>
    </message>
    <message>
        <source>fivefold repetition: the game ended</source>
        <translation>fünfmalige Stellungswiederholung: Die Partie war beendet</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message>
        <source>ply %1 (%2)</source>
        <translation>Halbzug %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (FIDE %3)</source>
        <translation>%1: %2 (FIDE %3)</translation>
    </message>
    <message>
        <source>%1, ply %2</source>
        <translation>%1, Halbzug %2</translation>
    </message>
    <message>
        <source>%1, ply %2 (%3)</source>
        <translation>%1, Halbzug %2 (%3)</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>stimmt</translation>
    </message>
    <message>
        <source>flag fall</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>illegal move that stood</source>
        <translation>regelwidriger Zug, der stehen blieb</translation>
    </message>
    <message>
        <source>the ruling is not known</source>
        <translation>die Entscheidung ist nicht bekannt</translation>
    </message>
    <message>
        <source>ruled %1</source>
        <translation>entschieden: %1</translation>
    </message>
    <message>
        <source>White&apos;s flag fell</source>
        <translation>Weiß hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell</source>
        <translation>Schwarz hat die Zeit überschritten</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>by White</source>
        <translation>von Weiß</translation>
    </message>
    <message>
        <source>by Black</source>
        <translation>von Schwarz</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>against the rules</source>
        <translation>gegen die Regeln</translation>
    </message>
    <message>
        <source>against the rules: %1</source>
        <translation>gegen die Regeln: %1</translation>
    </message>
    <message>
        <source>not checked: the game could not be replayed to its end</source>
        <translation>nicht geprüft: die Partie ließ sich nicht bis zu ihrem Ende nachspielen</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Grün</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Brown</source>
        <translation>&amp;Braun</translation>
    </message>
</context>
<context>
    <name>CharsetQuestion</name>
    <message>
        <source>Game %1 of %2 is written in ISO 8859-1 (Latin-1), which has no %3.</source>
        <translation>Partie %1 von %2 ist in ISO 8859-1 (Latin-1) geschrieben, das kein %3 kennt.</translation>
    </message>
    <message>
        <source>Saving writes this game in UTF-8, which holds every character; Remis and other PGN programs read it.</source>
        <translation>Beim Speichern wird diese Partie in UTF-8 geschrieben, das jedes Zeichen fasst; Remis und andere PGN-Programme lesen es.</translation>
    </message>
    <message>
        <source>Saving writes this game in UTF-8. The file&apos;s other games are in ISO 8859-1: convert them too, so that programs that read a file in one encoding show every game right, or keep them as they are.</source>
        <translation>Beim Speichern wird diese Partie in UTF-8 geschrieben. Die übrigen Partien der Datei sind in ISO 8859-1: Wandeln Sie sie mit um, damit Programme, die eine Datei in nur einer Kodierung lesen, jede Partie richtig zeigen, oder lassen Sie sie, wie sie sind.</translation>
    </message>
    <message>
        <source>Save in UTF-8</source>
        <translation>In UTF-8 speichern</translation>
    </message>
    <message>
        <source>Whole File in UTF-8</source>
        <translation>Ganze Datei in UTF-8</translation>
    </message>
    <message>
        <source>This Game in UTF-8</source>
        <translation>Nur diese Partie in UTF-8</translation>
    </message>
    <message>
        <source>Game %1 of %2 is written in ISO 8859-1 (Latin-1), which cannot hold its new text.</source>
        <translation>Partie %1 von %2 ist in ISO 8859-1 (Latin-1) geschrieben, das ihren neuen Text nicht fassen kann.</translation>
    </message>
</context>
<context>
    <name>Demos</name>
    <message>
        <source>Mate on the 100th quiet half-move (the iCE game)</source>
        <translation>Matt mit dem 100. ruhigen Halbzug (die iCE-Partie)</translation>
    </message>
    <message>
        <source>The half-move clock stands at 96. After 147...Kh3 148.Kf3 Rh2 149.Rh8# the clock reaches 100, so the mating move is itself the one that completes fifty moves by each player without a capture or a pawn move. The mate stands and White wins. A fifty-move draw is never automatic: under Article 9.3 it has to be claimed by a player having the move, and once 149.Rh8 is checkmate the game is already over (Article 5.1.1), so nobody is left to claim. The 75-move rule settles the same clash the same way: under Article 9.6.2 a checkmate on the last move takes precedence, and the same reasoning applies here.</source>
        <translation>Der Halbzugzähler steht auf 96. Nach 147...Kh3 148.Kf3 Th2 149.Th8# erreicht er 100: Der Mattzug ist also selbst der Zug, der je fünfzig Züge ohne Schlagen und ohne Bauernzug vollendet. Das Matt gilt, Weiß gewinnt. Ein Remis nach der 50-Züge-Regel tritt nie von selbst ein: Nach Artikel 9.3 muss es der Spieler am Zug reklamieren, und sobald 149.Th8 matt ist, ist die Partie bereits beendet (Artikel 5.1.1), also kann niemand mehr reklamieren. Die 75-Züge-Regel entscheidet denselben Konflikt ebenso: Nach Artikel 9.6.2 hat ein Matt mit dem letzten Zug Vorrang, und dieselbe Überlegung gilt hier.</translation>
    </message>
    <message>
        <source>King and bishop against king and bishop is not a dead position</source>
        <translation>König und Läufer gegen König und Läufer ist keine tote Stellung</translation>
    </message>
    <message>
        <source>The bishops run on opposite colours, but the position is still not dead, because a mate is possible if Black cooperates. After 1.Kb5 Bd6 2.Kb6 Bb8 3.Be4# the black king on a8 is in check along the long light diagonal. The white king covers a7 and b7, and Black&apos;s own bishop blocks b8. That bishop runs on dark squares, so it cannot interpose on b7, c6 or d5. A position is dead only when neither player can checkmate by any series of legal moves (Article 5.2.2), and a helpmate like this one is such a series. So the game goes on, and a player who oversteps the time limit here loses (Article 6.9).</source>
        <translation>Die Läufer sind ungleichfarbig, und doch ist die Stellung nicht tot, denn ein Matt ist möglich, wenn Schwarz mithilft. Nach 1.Kb5 Ld6 2.Kb6 Lb8 3.Le4# steht der schwarze König auf a8 über die lange weiße Diagonale im Schach. Der weiße König deckt a7 und b7, und der eigene Läufer von Schwarz verstellt b8. Dieser Läufer läuft auf dunklen Feldern und kann daher weder auf b7 noch auf c6 oder d5 dazwischenziehen. Tot ist eine Stellung nur, wenn keiner der Spieler mit irgendeiner Folge regelgemäßer Züge mattsetzen kann (Artikel 5.2.2), und ein Hilfsmatt wie dieses ist eine solche Folge. Die Partie geht also weiter, und wer hier die Bedenkzeit überschreitet, verliert (Artikel 6.9).</translation>
    </message>
    <message>
        <source>King and knight against king and knight is not a dead position</source>
        <translation>König und Springer gegen König und Springer ist keine tote Stellung</translation>
    </message>
    <message>
        <source>One knight each cannot force mate, but the game is not drawn automatically, because a helpmate exists. After 1.Kb6 Nc6 2.Nd5 Nb8 3.Nc7# the knight on c7 checks the king on a8. The white king takes away a7 and b7, Black&apos;s own knight blocks b8, and a knight&apos;s check cannot be blocked. Because some series of legal moves ends in checkmate, the position is not dead (Article 5.2.2). Play continues, and a flag fall is a loss, not a draw (Article 6.9).</source>
        <translation>Mit je einem Springer lässt sich kein Matt erzwingen, und doch ist die Partie nicht automatisch remis, denn es gibt ein Hilfsmatt. Nach 1.Kb6 Sc6 2.Sd5 Sb8 3.Sc7# gibt der Springer auf c7 dem König auf a8 Schach. Der weiße König nimmt a7 und b7, der eigene Springer von Schwarz verstellt b8, und ein Springerschach kann man nicht verstellen. Weil eine Folge regelgemäßer Züge im Matt endet, ist die Stellung nicht tot (Artikel 5.2.2). Es wird weitergespielt, und eine Zeitüberschreitung bedeutet den Verlust, nicht Remis (Artikel 6.9).</translation>
    </message>
    <message>
        <source>Threefold repetition and a legal en passant capture</source>
        <translation>Dreimalige Stellungswiederholung und ein mögliches Schlagen en passant</translation>
    </message>
    <message>
        <source>After 1...d5 White could capture en passant with exd6, so this position is not the same as any later position with the same pieces on the same squares: the possible moves differ (Article 9.2.3.1). The knights then go out and back. When the knights first return to g1 and g8 the position counts once, because the en passant capture is no longer possible. It counts twice after the second round and three times after the third, and only then may White, who has the move, claim a draw under Article 9.2. The board looked the same after 1...d5, but that occurrence does not count towards the three. If the capture had been illegal, for example because it would leave the white king in check, that occurrence would count, and two rounds would be enough.</source>
        <translation>Nach 1...d5 könnte Weiß mit exd6 en passant schlagen, daher ist diese Stellung keiner späteren Stellung mit denselben Figuren auf denselben Feldern gleich: Die möglichen Züge sind verschieden (Artikel 9.2.3.1). Dann ziehen die Springer hinaus und zurück. Stehen die Springer zum ersten Mal wieder auf g1 und g8, zählt die Stellung einmal, denn das Schlagen en passant ist nicht mehr möglich. Nach der zweiten Runde zählt sie zweimal, nach der dritten dreimal, und erst dann darf Weiß als Spieler am Zug nach Artikel 9.2 Remis reklamieren. Nach 1...d5 sah das Brett genauso aus, doch dieses Auftreten zählt nicht zu den dreien. Wäre das Schlagen regelwidrig gewesen, etwa weil der weiße König dann im Schach stünde, zählte dieses Auftreten, und zwei Runden würden genügen.</translation>
    </message>
    <message>
        <source>Same squares, different position: lost castling rights</source>
        <translation>Gleiche Felder, andere Stellung: verlorene Rochaderechte</translation>
    </message>
    <message>
        <source>After 1.e4 e5, after 3.Ng1 Ng8, after 5.Ke1 Ke8 and after 7.Nb1 Nb8 the same pieces stand on the same squares with White to move, yet this is not a threefold repetition. The first two occurrences are the same position, with both sides still able to castle. The kings&apos; walk to e2 and e7 and back forfeited every castling right, so the last two occurrences are a different position: the possible moves are not the same (Article 9.2.3.2). Each of the two positions has appeared only twice, so no draw can be claimed under Article 9.2.</source>
        <translation>Nach 1.e4 e5, nach 3.Sg1 Sg8, nach 5.Ke1 Ke8 und nach 7.Sb1 Sb8 stehen dieselben Figuren auf denselben Feldern, Weiß am Zug, und doch ist das keine dreimalige Stellungswiederholung. Die ersten beiden Male ist es dieselbe Stellung, in der beide Seiten noch rochieren können. Der Ausflug der Könige nach e2 und e7 und zurück hat alle Rochaderechte gekostet, daher sind die letzten beiden Male eine andere Stellung: Die möglichen Züge sind nicht dieselben (Artikel 9.2.3.2). Jede der beiden Stellungen ist nur zweimal aufgetreten, also kann nach Artikel 9.2 kein Remis reklamiert werden.</translation>
    </message>
    <message>
        <source>The 75-move rule and a mate on the 150th half-move</source>
        <translation>Die 75-Züge-Regel und ein Matt mit dem 150. Halbzug</translation>
    </message>
    <message>
        <source>The half-move clock stands at 149: for 149 half-moves there has been no capture and no pawn move. Any quiet move by White completes 75 moves by each player, and the arbiter must then declare the game drawn without any claim (Article 9.6.2). 80.Ra8 is also the 150th such half-move, but it is checkmate: the king on h8 is attacked along the eighth rank, and g7, h7 and g8 are covered by the white king and rook. Article 9.6.2 says that if the last move resulted in checkmate, the checkmate takes precedence, so White wins (Article 5.1.1). Any other quiet move, such as Ra7 or Kf6, would have drawn the game.</source>
        <translation>Der Halbzugzähler steht auf 149: Seit 149 Halbzügen gab es kein Schlagen und keinen Bauernzug. Jeder ruhige Zug von Weiß vollendet je 75 Züge, und der Schiedsrichter muss die Partie dann ohne Reklamation für remis erklären (Artikel 9.6.2). 80.Ta8 ist ebenfalls der 150. solche Halbzug, aber er setzt matt: Der König auf h8 wird über die achte Reihe angegriffen, und g7, h7 und g8 sind von König und Turm gedeckt. Nach Artikel 9.6.2 hat ein Matt mit dem letzten Zug Vorrang, also gewinnt Weiß (Artikel 5.1.1). Jeder andere ruhige Zug, etwa Ta7 oder Kf6, hätte zum Remis geführt.</translation>
    </message>
    <message>
        <source>A dead position: locked pawns</source>
        <translation>Eine tote Stellung: blockierte Bauern</translation>
    </message>
    <message>
        <source>Every pawn is blocked by an enemy pawn, and no pawn can capture anything. The white king cannot step onto the fourth rank: a4, d4 and g4 hold White&apos;s own pawns, and b4, c4, e4, f4 and h4 are all attacked by Black&apos;s pawns. In the same way, the black king can never reach the fifth rank. So the kings can never get at the enemy pawns, no pawn will ever move again, and no king can ever be put in check. Neither player can checkmate by any series of legal moves, so the game is drawn at once as a dead position (Article 5.2.2). Nobody needs to claim it, and a flag fall afterwards changes nothing.</source>
        <translation>Jeder Bauer ist von einem gegnerischen Bauern blockiert, und kein Bauer kann etwas schlagen. Der weiße König kann die vierte Reihe nicht betreten: Auf a4, d4 und g4 stehen eigene Bauern, und b4, c4, e4, f4 und h4 werden alle von schwarzen Bauern angegriffen. Ebenso kann der schwarze König nie die fünfte Reihe erreichen. Die Könige kommen also nie an die gegnerischen Bauern heran, kein Bauer wird je wieder ziehen, und kein König kann je ins Schach gesetzt werden. Keiner der Spieler kann mit irgendeiner Folge regelgemäßer Züge mattsetzen, also endet die Partie sofort remis als tote Stellung (Artikel 5.2.2). Niemand muss das reklamieren, und eine spätere Zeitüberschreitung ändert nichts.</translation>
    </message>
    <message>
        <source>Flag fall: a lone knight can still win on time</source>
        <translation>Zeitüberschreitung: Ein einzelner Springer kann noch auf Zeit gewinnen</translation>
    </message>
    <message>
        <source>Claiming the fifty-move rule by naming a move</source>
        <translation>Die 50-Züge-Regel durch Ankündigen eines Zuges reklamieren</translation>
    </message>
    <message>
        <source>The half-move clock stands at 99, one half-move short of fifty moves by each player without a capture or a pawn move. White does not have to play first and hope Black claims. Under Article 9.3.1 White may write a quiet move, for example Kf3-g3, on the scoresheet and declare to the arbiter the intention to play it. The move cannot then be changed. It would complete the fifty moves, so the claim is correct and the game is drawn. The named move must not be a capture or a pawn move, or it would reset the count instead. Once the clock has reached 100, Article 9.3.2 lets the player who has the move claim without naming any move.</source>
        <translation>Der Halbzugzähler steht auf 99, einen Halbzug vor je fünfzig Zügen ohne Schlagen und ohne Bauernzug. Weiß muss nicht erst ziehen und hoffen, dass Schwarz reklamiert. Nach Artikel 9.3.1 darf Weiß einen ruhigen Zug, zum Beispiel Kf3-g3, auf das Partieformular schreiben und dem Schiedsrichter erklären, ihn ausführen zu wollen. Der Zug kann dann nicht mehr geändert werden. Er würde die fünfzig Züge vollenden, also ist die Reklamation berechtigt und die Partie remis. Der angekündigte Zug darf weder ein Schlagen noch ein Bauernzug sein, sonst würde er die Zählung stattdessen zurücksetzen. Steht der Zähler bei 100, erlaubt Artikel 9.3.2 dem Spieler am Zug, ohne Ankündigung eines Zuges zu reklamieren.</translation>
    </message>
    <message>
        <source>Threefold repetition claimed with a written move</source>
        <translation>Dreimalige Stellungswiederholung, reklamiert mit einem aufgeschriebenen Zug</translation>
    </message>
    <message>
        <source>The starting position, with White to move and every castling right intact, has appeared twice: at the start of the game and after 2...Ng8. Now, after 4.Ng1, Black can make it appear a third time by playing ...Ng8. Black does not have to play the move first. Under Article 9.2.1 Black writes ...Ng8 on the scoresheet, where it cannot be changed, and declares to the arbiter the intention to play it. The claim is correct and the game is drawn. If Black simply plays ...Ng8 without claiming, the right passes to White, who has the move and may claim that the position has just appeared for the third time.</source>
        <translation>Die Ausgangsstellung, Weiß am Zug und alle Rochaderechte erhalten, ist zweimal aufgetreten: zu Beginn der Partie und nach 2...Sg8. Jetzt, nach 4.Sg1, kann Schwarz sie mit ...Sg8 ein drittes Mal herbeiführen. Schwarz muss den Zug nicht erst ausführen. Nach Artikel 9.2.1 schreibt Schwarz ...Sg8 auf das Partieformular, wo er nicht mehr geändert werden kann, und erklärt dem Schiedsrichter, ihn ausführen zu wollen. Die Reklamation ist berechtigt und die Partie remis. Zieht Schwarz einfach ...Sg8, ohne zu reklamieren, geht das Recht auf Weiß über, der dann am Zug ist und reklamieren darf, dass die Stellung soeben zum dritten Mal aufgetreten ist.</translation>
    </message>
    <message>
        <source>Black, who has king and rook, is to move with five seconds left, and the clock is running: watch the flag fall. Under Article 6.9 the player whose flag falls loses, unless the opponent cannot checkmate by any possible series of legal moves. White has only king and knight, but a mate is still possible if Black cooperates: for example, black king a8, black rook b8, white king b6 and a white knight arriving on c7. Black&apos;s own rook gives White the blocking piece that a lone knight needs. So Black loses on time. US Chess rule 14E instead treats a lone knight as insufficient material to win and would call this a draw, which is one of the places where the two rulebooks differ.</source>
        <translation>Schwarz mit König und Turm ist am Zug und hat noch fünf Sekunden, und die Uhr läuft: Sehen Sie zu, wie das Blättchen fällt. Nach Artikel 6.9 verliert, wer die Zeit überschreitet, es sei denn, der Gegner kann mit keiner möglichen Folge regelgemäßer Züge mattsetzen. Weiß hat nur König und Springer, doch ein Matt ist noch möglich, wenn Schwarz mithilft: zum Beispiel schwarzer König a8, schwarzer Turm b8, weißer König b6 und ein weißer Springer, der nach c7 kommt. Der eigene Turm von Schwarz liefert die verstellende Figur, die ein einzelner Springer braucht. Schwarz verliert also auf Zeit. Die US-Chess-Regel 14E dagegen sieht einen einzelnen Springer als zu wenig Material zum Gewinnen an und würde auf Remis entscheiden; hier unterscheiden sich die beiden Regelwerke.</translation>
    </message>
</context>
<context>
    <name>FenDialog</name>
    <message>
        <source>Load Position (FEN)</source>
        <translation>Stellung laden (FEN)</translation>
    </message>
    <message>
        <source>Type or paste a position in Forsyth-Edwards Notation (FEN):</source>
        <translation>Stellung in Forsyth-Edwards-Notation (FEN) eingeben oder einfügen:</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>&amp;Grundstellung</translation>
    </message>
</context>
<context>
    <name>ReasonTexts</name>
    <message>
        <source>ply %1 (%2)</source>
        <translation>Halbzug %1 (%2)</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message>
        <source>bare king</source>
        <translation>König allein</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 und %3</translation>
    </message>
    <message>
        <source>%1 (%2) cannot checkmate by any series of legal moves at the end, %3: %4</source>
        <translation>%1 (%2) kann am Ende mit keiner Folge regelgemäßer Züge mattsetzen, %3: %4</translation>
    </message>
    <message>
        <source>ruled %1: %2, %3</source>
        <translation>entschieden %1: %2, %3</translation>
    </message>
    <message>
        <source>neither a resignation nor a flag fall loses</source>
        <translation>weder eine Aufgabe noch eine Zeitüberschreitung führt zum Verlust</translation>
    </message>
    <message>
        <source>neither a resignation, a flag fall nor %1&apos;s second illegal move %2 loses</source>
        <translation>weder eine Aufgabe noch eine Zeitüberschreitung noch der zweite regelwidrige Zug von %1, %2, führt zum Verlust</translation>
    </message>
    <message>
        <source>a loss for an illegal move (the recorded Termination) is a draw against such a side</source>
        <translation>ein Verlust wegen eines regelwidrigen Zuges (die aufgezeichnete Termination) ist gegen eine solche Seite remis</translation>
    </message>
    <message>
        <source>%1 checkmated at %2</source>
        <translation>%1 setzte matt bei %2</translation>
    </message>
    <message>
        <source>stalemate at %1</source>
        <translation>Patt bei %1</translation>
    </message>
    <message>
        <source>a dead position arose at %1</source>
        <translation>eine tote Stellung entstand bei %1</translation>
    </message>
    <message>
        <source>75 moves by each side without a capture or a pawn move at %1</source>
        <translation>75 Züge jeder Seite ohne Schlagen oder Bauernzug bei %1</translation>
    </message>
    <message>
        <source>the same position for the fifth time at %1</source>
        <translation>dieselbe Stellung zum fünften Mal bei %1</translation>
    </message>
    <message>
        <source>the same position for the third time (casual rules) at %1</source>
        <translation>dieselbe Stellung zum dritten Mal (freie Regeln) bei %1</translation>
    </message>
    <message>
        <source>50 moves by each side without a capture or a pawn move (casual rules) at %1</source>
        <translation>50 Züge jeder Seite ohne Schlagen oder Bauernzug (freie Regeln) bei %1</translation>
    </message>
    <message>
        <source>%1; %2&apos;s flag had fallen at %3, but play went on (%4: a flag counts once seen or claimed)</source>
        <translation>%1; %2 hatte die Zeit bereits bei %3 überschritten, doch es wurde weitergespielt (%4: eine Zeitüberschreitung zählt, sobald sie bemerkt oder reklamiert wird)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) has enough material to win on time, at %4</source>
        <translation>%1 hat die Zeit überschritten, und %2 (%3) hat genug Material, um auf Zeit zu gewinnen, bei %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) has insufficient material to win on time, at %4</source>
        <translation>%1 hat die Zeit überschritten, und %2 (%3) hat zu wenig Material, um auf Zeit zu gewinnen, bei %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) can checkmate by some series of legal moves, at %4</source>
        <translation>%1 hat die Zeit überschritten, und %2 (%3) kann mit irgendeiner Folge regelgemäßer Züge mattsetzen, bei %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) cannot checkmate, at %4</source>
        <translation>%1 hat die Zeit überschritten, und %2 (%3) kann nicht mattsetzen, bei %4</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message numerus="yes">
        <source>%1 is the file this game comes from and holds %n game(s).</source>
        <translation>
            <numerusform>%1 ist die Datei, aus der diese Partie stammt, und enthält %n Partie.</numerusform>
            <numerusform>%1 ist die Datei, aus der diese Partie stammt, und enthält %n Partien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n game(s).</source>
        <translation>
            <numerusform>%1 enthält bereits %n Partie.</numerusform>
            <numerusform>%1 enthält bereits %n Partien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the other %n game(s).</source>
        <translation>
            <numerusform>Wird sie nur durch diese Partie ersetzt, geht die andere Partie verloren.</numerusform>
            <numerusform>Wird sie nur durch diese Partie ersetzt, gehen die anderen %n Partien verloren.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the %n game(s) in it.</source>
        <translation>
            <numerusform>Wird sie nur durch diese Partie ersetzt, geht die Partie darin verloren.</numerusform>
            <numerusform>Wird sie nur durch diese Partie ersetzt, gehen die %n Partien darin verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message numerus="yes">
        <source>Save All %n Games</source>
        <translation>
            <numerusform>%n Partie speichern</numerusform>
            <numerusform>Alle %n Partien speichern</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace with This Game Only</source>
        <translation>Nur durch diese Partie ersetzen</translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with these %n game(s) removes the games it holds now.</source>
        <translation>
            <numerusform>Wird sie durch diese %n Partie ersetzt, gehen die Partien verloren, die sie jetzt enthält.</numerusform>
            <numerusform>Wird sie durch diese %n Partien ersetzt, gehen die Partien verloren, die sie jetzt enthält.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the File</source>
        <translation>Datei ersetzen</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 ist bereits vorhanden.</translation>
    </message>
    <message>
        <source>Do you want to replace it?</source>
        <translation>Möchten Sie die Datei ersetzen?</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time Control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Vorgabe:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>&amp;Grundbedenkzeit:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>&amp;Zeitgutschrift:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>P&amp;eriods:</source>
        <translation>&amp;Perioden:</translation>
    </message>
    <message>
        <source>40/5400+30:1800+30</source>
        <translation>40/5400+30:1800+30</translation>
    </message>
    <message>
        <source>Periods in seconds, separated by &apos;:&apos;. &quot;40/5400+30&quot; is 40 moves in 90 minutes with 30 seconds added per move; a &apos;d&apos; or &apos;b&apos; suffix gives a simple or Bronstein delay.</source>
        <translation>Perioden in Sekunden, getrennt durch „:“. „40/5400+30“ heißt 40 Züge in 90 Minuten mit 30 Sekunden Gutschrift pro Zug; die Endung „d“ oder „b“ ergibt eine einfache Verzögerung oder den Bronstein-Modus.</translation>
    </message>
    <message>
        <source>Base time, seconds</source>
        <translation>Grundbedenkzeit, Sekunden</translation>
    </message>
</context>
<context>
    <name>WatchTexts</name>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Letztes Ereignis</translation>
    </message>
    <message>
        <source>ply %1: the recorded result is against the rules: %2</source>
        <translation>Halbzug %1: das notierte Ergebnis widerspricht den Regeln: %2</translation>
    </message>
    <message>
        <source>Board %1, %2 – %3: %4</source>
        <translation>Brett %1, %2 – %3: %4</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>the record stops here: %1; check the board: the moves after it are ruled once the record is corrected</source>
        <translation>die Partienotation bricht hier ab: %1; bitte das Brett prüfen: die Züge danach werden beurteilt, sobald die Notation berichtigt ist</translation>
    </message>
</context>
<context>
    <name>remis::app::ArbiterModel</name>
    <message>
        <source>since %1</source>
        <translation>seit %1</translation>
    </message>
    <message>
        <source>since the start position</source>
        <translation>seit der Ausgangsstellung</translation>
    </message>
    <message>
        <source>1st occurrence of this position</source>
        <translation>1. Auftreten dieser Stellung</translation>
    </message>
    <message>
        <source>%1 occurrence (plies %2)</source>
        <translation>%1 Auftreten (Halbzüge %2)</translation>
    </message>
    <message>
        <source>%2 may claim a draw by threefold repetition now (FIDE %1).</source>
        <translation>%2 kann jetzt Remis wegen dreimaliger Stellungswiederholung reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>%2 may claim a draw by the fifty-move rule now (FIDE %1).</source>
        <translation>%2 kann jetzt Remis nach der 50-Züge-Regel reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>%3 may claim a draw by writing one of these moves without playing it: %4 (FIDE %1 / %2).</source>
        <translation>%3 kann Remis reklamieren, indem er einen dieser Züge aufschreibt, ohne ihn auszuführen: %4 (FIDE %1 / %2).</translation>
    </message>
    <message>
        <source>Ply %1 looks the same but does not count: %2</source>
        <translation>Halbzug %1 sieht gleich aus, zählt aber nicht: %2</translation>
    </message>
    <message>
        <source>(as recorded: %1)</source>
        <translation>(wie notiert: %1)</translation>
    </message>
    <message>
        <source>White won (recorded result; no reason given)</source>
        <translation>Weiß hat gewonnen (Ergebnis laut Aufzeichnung; kein Grund angegeben)</translation>
    </message>
    <message>
        <source>Black won (recorded result; no reason given)</source>
        <translation>Schwarz hat gewonnen (Ergebnis laut Aufzeichnung; kein Grund angegeben)</translation>
    </message>
    <message>
        <source>Draw (recorded result; no reason given)</source>
        <translation>Remis (Ergebnis laut Aufzeichnung; kein Grund angegeben)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) each</source>
        <translation>
            <numerusform>je %n Zug</numerusform>
            <numerusform>je %n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) by %1, %2 by %3</source>
        <translation>
            <numerusform>%n Zug von %1, %2 von %3</numerusform>
            <numerusform>%n Züge von %1, %2 von %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s) (%1) without a capture or pawn move, %2</source>
        <translation>
            <numerusform>%n Halbzug (%1) ohne Schlagen oder Bauernzug, %2</numerusform>
            <numerusform>%n Halbzüge (%1) ohne Schlagen oder Bauernzug, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking whether either side can still checkmate (FIDE %1, %2)…</source>
        <translation>Es wird geprüft, ob eine Seite noch mattsetzen kann (FIDE %1, %2)…</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>from the start position</source>
        <translation>ab der Ausgangsstellung</translation>
    </message>
    <message>
        <source>Dead position %2: neither side can checkmate by any series of legal moves (FIDE %1).</source>
        <translation>Tote Stellung %2: Keine Seite kann durch irgendeine Folge regelgemäßer Züge mattsetzen (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>The game ended there; %n move(s) played after it were taken back.</source>
        <translation>
            <numerusform>Die Partie endete dort; %n danach gespielter Zug wurde zurückgenommen.</numerusform>
            <numerusform>Die Partie endete dort; %n danach gespielte Züge wurden zurückgenommen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%3 offers a draw (FIDE %1). An offer by %4 in answer agrees to it (FIDE %2).</source>
        <translation>%3 bietet Remis an (FIDE %1). Ein Remisangebot von %4 als Antwort nimmt es an (FIDE %2).</translation>
    </message>
    <message>
        <source>Here %2 could claim a draw by threefold repetition (FIDE %1).</source>
        <translation>Hier konnte %2 Remis wegen dreimaliger Stellungswiederholung reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>Here %2 could claim a draw by the fifty-move rule (FIDE %1).</source>
        <translation>Hier konnte %2 Remis nach der 50-Züge-Regel reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>Here %3 could claim a draw by writing one of these moves without playing it: %4 (FIDE %1 / %2).</source>
        <translation>Hier konnte %3 Remis reklamieren, indem er einen dieser Züge aufschreibt, ohne ihn auszuführen: %4 (FIDE %1 / %2).</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>die Ausgangsstellung</translation>
    </message>
    <message>
        <source>Viewing a variation: the arbiter shows the game at ply %1 (%2), where it branches off. Press End to return to the game.</source>
        <translation>Eine Variante wird gezeigt: Der Schiedsrichter zeigt die Partie bei Halbzug %1 (%2), wo sie abzweigt. Ende führt zurück zur Partie.</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>die Stellung nach %1</translation>
    </message>
    <message>
        <source>Viewing %1 (ply %2 of %3): the counts and claims as they stood then. Press End to return to the game.</source>
        <translation>Gezeigt wird %1 (Halbzug %2 von %3): Zählungen und Reklamationen, wie sie damals standen. Ende führt zurück zur Partie.</translation>
    </message>
    <message>
        <source>It was made before moving: it is written with %2&apos;s next move. Make the move first, then offer (FIDE %1).</source>
        <translation>Es wurde vor dem Zug gemacht: Es wird mit dem nächsten Zug von %2 notiert. Erst ziehen, dann anbieten (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s rulings stop at the null move %1: from there on this is no game under the Laws of Chess.</source>
        <translation>Die Entscheidungen des Schiedsrichters enden beim Nullzug %1: Von dort an ist dies keine Partie nach den Schachregeln.</translation>
    </message>
    <message>
        <source>(result corrected to the arbiter&apos;s ruling)</source>
        <translation>(Ergebnis gemäß der Entscheidung des Schiedsrichters berichtigt)</translation>
    </message>
    <message>
        <source>%1 won on time, as recorded.</source>
        <translation>%1 hat laut Aufzeichnung auf Zeit gewonnen.</translation>
    </message>
    <message>
        <source>%1 won by resignation, as recorded.</source>
        <translation>%1 hat laut Aufzeichnung durch Aufgabe gewonnen.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s ruling: %1.</source>
        <translation>Entscheidung des Schiedsrichters: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them before the set-up position</source>
        <translation>
            <numerusform>%n davon vor der aufgebauten Stellung</numerusform>
            <numerusform>%n davon vor der aufgebauten Stellung</numerusform>
        </translation>
    </message>
    <message>
        <source>Viewing ply %1 of the record, played after the game ended at ply %2: the counts and claims are as they stood at the end.</source>
        <translation>Halbzug %1 der Aufzeichnung wird gezeigt, gespielt nach dem Ende der Partie bei Halbzug %2: Zähler und Reklamationen wie bei Partieende.</translation>
    </message>
    <message>
        <source>White won (recorded: %1)</source>
        <translation>Weiß hat gewonnen (aufgezeichnet: %1)</translation>
    </message>
    <message>
        <source>Black won (recorded: %1)</source>
        <translation>Schwarz hat gewonnen (aufgezeichnet: %1)</translation>
    </message>
    <message>
        <source>Draw (recorded: %1)</source>
        <translation>Remis (aufgezeichnet: %1)</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1 could claim a draw by threefold repetition in the final position (FIDE %2).</source>
        <translation>Feststellung des Schiedsrichters: %1 hätte in der Schlussstellung Remis durch dreimalige Stellungswiederholung reklamieren können (FIDE %2).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1 could claim a draw by the fifty-move rule in the final position (FIDE %2).</source>
        <translation>Feststellung des Schiedsrichters: %1 hätte in der Schlussstellung Remis nach der 50-Züge-Regel reklamieren können (FIDE %2).</translation>
    </message>
    <message>
        <source>%1&apos;s second illegal move %2 loses under FIDE %3, unless %4 cannot checkmate.</source>
        <translation>Der zweite regelwidrige Zug von %1, %2, verliert nach FIDE %3, es sei denn, %4 kann nicht mattsetzen.</translation>
    </message>
    <message>
        <source>%1&apos;s clock read 0:00 after %2, but play went on: a flag counts as fallen only once the arbiter sees it or a player claims it (FIDE %3).</source>
        <translation>Die Uhr von %1 zeigte nach %2 0:00, doch die Partie ging weiter: Ein Fallblättchen gilt erst als gefallen, wenn der Schiedsrichter es bemerkt oder ein Spieler es reklamiert (FIDE %3).</translation>
    </message>
    <message>
        <source>%2 cannot accept yet: a game is drawn by agreement only once both players have made a move (FIDE %1).</source>
        <translation>%2 kann noch nicht annehmen: Eine Partie endet erst dann durch Vereinbarung remis, wenn beide Spieler einen Zug gemacht haben (FIDE %1).</translation>
    </message>
    <message>
        <source>%2&apos;s move declines the offer (FIDE %1), so this offer cannot be accepted.</source>
        <translation>Ein Zug von %2 lehnt das Angebot ab (FIDE %1), daher kann dieses Angebot nicht angenommen werden.</translation>
    </message>
    <message>
        <source>No draw offer stands: a player offers a draw after making a move, and the opponent accepts or declines it (FIDE %1).</source>
        <translation>Es liegt kein Remisangebot vor: Ein Spieler bietet Remis an, nachdem er gezogen hat, und der Gegner nimmt es an oder lehnt es ab (FIDE %1).</translation>
    </message>
    <message>
        <source>%2 offers a draw (FIDE %1).</source>
        <translation>%2 bietet Remis an (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s rulings have stopped in this game: a draw can no longer be agreed.</source>
        <translation>Die Entscheidungen des Schiedsrichters enden in dieser Partie: Ein Remis kann nicht mehr vereinbart werden.</translation>
    </message>
    <message>
        <source>Viewing ply %1 of the record, played after the null move at ply %2, where the arbiter&apos;s rulings stop: the counts and claims are as they stood before it.</source>
        <translation>Halbzug %1 der Aufzeichnung, gespielt nach dem Nullzug bei Halbzug %2, mit dem die Entscheidungen des Schiedsrichters enden: Zählungen und Reklamationen wie vor ihm.</translation>
    </message>
    <message>
        <source>It comes from %2&apos;s incorrect claim, which counts as a draw offer (FIDE %1): it stands until %3 accepts it, declines it or moves.</source>
        <translation>Es stammt aus der unberechtigten Reklamation von %2, die als Remisangebot gilt (FIDE %1): Es gilt, bis %3 es annimmt, ablehnt oder zieht.</translation>
    </message>
    <message>
        <source>It comes from %2&apos;s incorrect claim, which counts as a draw offer (FIDE %1).</source>
        <translation>Es stammt aus der unberechtigten Reklamation von %2, die als Remisangebot gilt (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1&apos;s clock read 0:00 after %2, so %1&apos;s flag fell. The record is unfinished and its result stays as recorded.</source>
        <translation>Feststellung des Schiedsrichters: Die Uhr von %1 zeigte nach %2 0:00, also ist das Fallblättchen von %1 gefallen. Die Aufzeichnung ist unvollendet, ihr Ergebnis bleibt wie notiert.</translation>
    </message>
    <message>
        <source>Whether %1 can checkmate, and so the ruling by %2, could not be decided.</source>
        <translation>Ob %1 mattsetzen kann, und damit die Entscheidung nach %2, ließ sich nicht feststellen.</translation>
    </message>
    <message>
        <source>By %1 %2 wins: %2 can checkmate by some series of legal moves.</source>
        <translation>Nach %1 gewinnt %2: %2 kann durch eine Folge regelgemäßer Züge mattsetzen.</translation>
    </message>
    <message>
        <source>By %1 a draw: %2 has insufficient material to win.</source>
        <translation>Nach %1 remis: %2 hat zu wenig Material, um zu gewinnen.</translation>
    </message>
    <message>
        <source>By %1 a draw: %2 cannot checkmate by any series of legal moves.</source>
        <translation>Nach %1 remis: %2 kann durch keine Folge regelgemäßer Züge mattsetzen.</translation>
    </message>
</context>
<context>
    <name>remis::app::ClockTexts</name>
    <message>
        <source>untimed</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>No clock: moves are not timed.</source>
        <translation>Keine Uhr: Die Züge werden nicht gestoppt.</translation>
    </message>
    <message>
        <source>; then %1</source>
        <translation>; dann %1</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) in %1</source>
        <translation>
            <numerusform>%n Zug in %1</numerusform>
            <numerusform>%n Züge in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 + %2 Bronstein delay</source>
        <translation>%1 + %2 Bronstein-Verzögerung</translation>
    </message>
    <message>
        <source>%1 + %2 delay</source>
        <translation>%1 + %2 Verzögerung</translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 für die Partie</translation>
    </message>
    <message>
        <source>, plus %1 per move from the first move on</source>
        <translation>, dazu %1 pro Zug ab dem ersten Zug</translation>
    </message>
    <message>
        <source>, %1 Bronstein delay</source>
        <translation>, %1 Bronstein-Verzögerung</translation>
    </message>
    <message>
        <source>, %1 delay</source>
        <translation>, %1 Verzögerung</translation>
    </message>
    <message>
        <source>%1 delay per move</source>
        <translation>%1 Verzögerung pro Zug</translation>
    </message>
    <message>
        <source>%2. The clock starts with the first move played on the board; every move, the first included, is timed and earns what the control adds (FIDE %1).</source>
        <translation>%2. Die Uhr startet mit dem ersten Zug auf dem Brett; jeder Zug, auch der erste, wird gestoppt und erhält, was die Bedenkzeit hinzufügt (FIDE %1).</translation>
    </message>
    <message>
        <source>+%1 every move</source>
        <translation>+%1 bei jedem Zug</translation>
    </message>
    <message>
        <source>%1 has less than %2 left.</source>
        <translation>%1 hat weniger als %2 Bedenkzeit.</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>unter %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n move(s)</source>
        <translation>
            <numerusform>%1 für %n Zug</numerusform>
            <numerusform>%1 für %n Züge</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::ErrorTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>Zugrecht</translation>
    </message>
    <message>
        <source>castling</source>
        <translation>Rochade</translation>
    </message>
    <message>
        <source>en passant</source>
        <translation>en passant</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>Halbzugzähler</translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation>Zugnummer</translation>
    </message>
    <message>
        <source>FEN field %1 (%2): </source>
        <translation>FEN-Feld %1 (%2): </translation>
    </message>
    <message>
        <source>time control period %1 &apos;%2&apos;: </source>
        <translation>Zeitkontrolle, Periode %1 „%2“: </translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>move %1 &quot;%2&quot;: </source>
        <translation>Zug %1 „%2“: </translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>leerer Zug</translation>
    </message>
    <message>
        <source>not a move: bad promotion piece</source>
        <translation>kein Zug: ungültige Umwandlungsfigur</translation>
    </message>
    <message>
        <source>not a move: no destination square</source>
        <translation>kein Zug: kein Zielfeld</translation>
    </message>
    <message>
        <source>not a move: unexpected &apos;%1&apos;</source>
        <translation>kein Zug: unerwartetes „%1“</translation>
    </message>
    <message>
        <source>kingside castling is not legal here</source>
        <translation>die kurze Rochade ist hier nicht erlaubt</translation>
    </message>
    <message>
        <source>queenside castling is not legal here</source>
        <translation>die lange Rochade ist hier nicht erlaubt</translation>
    </message>
    <message>
        <source>a pawn reaching the last rank must promote (add =Q, =R, =B or =N)</source>
        <translation>ein Bauer auf der letzten Reihe muss umgewandelt werden (=D, =T, =L oder =S anfügen; in PGN-Dateien =Q, =R, =B oder =N)</translation>
    </message>
    <message>
        <source>a promotion must be to a queen, rook, bishop or knight and only on the last rank</source>
        <translation>umgewandelt wird nur auf der letzten Reihe, in Dame, Turm, Läufer oder Springer</translation>
    </message>
    <message>
        <source>no %1 can legally move to %2</source>
        <translation>keine Figur der Art „%1“ kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no %1 on the board to move to %2</source>
        <translation>keine Figur der Art „%1“ auf dem Brett, die nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>ambiguous: could be %1</source>
        <translation>mehrdeutig: möglich sind %1</translation>
    </message>
    <message>
        <source>not a UCI move (like e2e4 or e7e8q)</source>
        <translation>kein UCI-Zug (etwa e2e4 oder e7e8q)</translation>
    </message>
    <message>
        <source>bad promotion letter (use q, r, b or n)</source>
        <translation>ungültiger Umwandlungsbuchstabe (q, r, b oder n verwenden)</translation>
    </message>
    <message>
        <source>a pawn reaching the last rank must promote (add q, r, b or n)</source>
        <translation>ein Bauer auf der letzten Reihe muss umgewandelt werden (q, r, b oder n anfügen)</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>keine Figur auf %1</translation>
    </message>
    <message>
        <source>the piece on %1 is not the side to move&apos;s</source>
        <translation>die Figur auf %1 gehört nicht der Seite am Zug</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot legally move to %3</source>
        <translation>die Figur „%1“ auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>%1 is not a legal move</source>
        <translation>%1 ist kein regelgemäßer Zug</translation>
    </message>
    <message>
        <source>the game ended at ply %1</source>
        <translation>die Partie endete mit Halbzug %1</translation>
    </message>
    <message>
        <source>a null move is impossible while in check</source>
        <translation>ein Nullzug ist im Schach unmöglich</translation>
    </message>
    <message>
        <source>missing, the FEN is empty</source>
        <translation>fehlt, die FEN ist leer</translation>
    </message>
    <message>
        <source>missing; a FEN has at least 4 fields (placement, side to move, castling, en passant)</source>
        <translation>fehlt; eine FEN hat mindestens 4 Felder (Stellung, Zugrecht, Rochade, en passant)</translation>
    </message>
    <message>
        <source>FEN field 7: unexpected %1; a FEN has at most 6 fields</source>
        <translation>FEN-Feld 7: unerwartetes %1; eine FEN hat höchstens 6 Felder</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 8</source>
        <translation>Reihe %1 hat %2 Felder statt 8</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 squares</source>
        <translation>Reihe %1 hat mehr als 8 Felder</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>mehr als 8 Reihen</translation>
    </message>
    <message>
        <source>has %1 ranks, not 8</source>
        <translation>hat %1 Reihen statt 8</translation>
    </message>
    <message>
        <source>unknown piece letter %1</source>
        <translation>unbekannter Figurenbuchstabe %1</translation>
    </message>
    <message>
        <source>%1 has %2 kings, not exactly 1</source>
        <translation>%1 hat %2 Könige statt genau einem</translation>
    </message>
    <message>
        <source>%1 has %2 men, more than 16</source>
        <translation>%1 hat %2 Steine, mehr als 16</translation>
    </message>
    <message>
        <source>a pawn on %1 (pawns cannot stand on the first or last rank)</source>
        <translation>ein Bauer auf %1 (Bauern können nicht auf der ersten oder letzten Reihe stehen)</translation>
    </message>
    <message>
        <source>the king is in check from more than two pieces</source>
        <translation>der König steht im Schach durch mehr als zwei Figuren</translation>
    </message>
    <message>
        <source>%1 is not w or b</source>
        <translation>%1 ist weder w noch b</translation>
    </message>
    <message>
        <source>%1 is in check but it is not %1&apos;s move</source>
        <translation>%1 steht im Schach, ist aber nicht am Zug</translation>
    </message>
    <message>
        <source>unknown letter %1 (use K, Q, k, q or -)</source>
        <translation>unbekannter Buchstabe %1 (K, Q, k, q oder - verwenden)</translation>
    </message>
    <message>
        <source>%1 given twice</source>
        <translation>%1 doppelt angegeben</translation>
    </message>
    <message>
        <source>%1 but the king is not on %2</source>
        <translation>%1, aber der König steht nicht auf %2</translation>
    </message>
    <message>
        <source>%1 but no rook on %2</source>
        <translation>%1, aber kein Turm auf %2</translation>
    </message>
    <message>
        <source>%1 is not a square or -</source>
        <translation>%1 ist weder ein Feld noch -</translation>
    </message>
    <message>
        <source>%1 is impossible with %2 to move</source>
        <translation>%1 ist unmöglich, wenn %2 am Zug ist</translation>
    </message>
    <message>
        <source>%1 is impossible: no pawn on %2 that just moved two squares</source>
        <translation>%1 ist unmöglich: auf %2 steht kein Bauer, der gerade zwei Felder gezogen ist</translation>
    </message>
    <message>
        <source>%1 is impossible: %2 is not empty</source>
        <translation>%1 ist unmöglich: %2 ist nicht leer</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 ist keine Zahl</translation>
    </message>
    <message>
        <source>is negative</source>
        <translation>ist negativ</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 ist zu groß (höchstens %2)</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 liegt außerhalb des Bereichs (%2 bis %3)</translation>
    </message>
    <message>
        <source>time control: empty</source>
        <translation>Zeitkontrolle: leer</translation>
    </message>
    <message>
        <source>time control: unknown (&apos;?&apos;)</source>
        <translation>Zeitkontrolle: unbekannt („?“)</translation>
    </message>
    <message>
        <source>time control: simple (d) and Bronstein (b) delay mixed</source>
        <translation>Zeitkontrolle: einfache (d) und Bronstein-Verzögerung (b) gemischt</translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation>eine Zeit erwartet</translation>
    </message>
    <message>
        <source>sandclock periods are not supported</source>
        <translation>Sanduhr-Perioden werden nicht unterstützt</translation>
    </message>
    <message>
        <source>bad move count</source>
        <translation>ungültige Zugzahl</translation>
    </message>
    <message>
        <source>bad time in seconds</source>
        <translation>ungültige Zeit in Sekunden</translation>
    </message>
    <message>
        <source>bad increment</source>
        <translation>ungültiges Inkrement</translation>
    </message>
    <message>
        <source>bad delay</source>
        <translation>ungültige Verzögerung</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>time control period 1: the first period needs a time above 0</source>
        <translation>Zeitkontrolle, Periode 1: die erste Periode braucht eine Zeit über 0</translation>
    </message>
    <message>
        <source>time control period %1: only the last period may omit the move count</source>
        <translation>Zeitkontrolle, Periode %1: nur die letzte Periode darf die Zugzahl weglassen</translation>
    </message>
    <message>
        <source>clock: press before the clock was started</source>
        <translation>Uhr: gedrückt, bevor die Uhr gestartet wurde</translation>
    </message>
    <message>
        <source>unknown style &quot;%1&quot; (styles: %2)</source>
        <translation>unbekannter Stil „%1“ (Stile: %2)</translation>
    </message>
    <message>
        <source>size must be from %1 to %2 pixels</source>
        <translation>die Größe muss zwischen %1 und %2 Pixeln liegen</translation>
    </message>
    <message>
        <source>a marked square is off the board</source>
        <translation>ein markiertes Feld liegt außerhalb des Bretts</translation>
    </message>
    <message>
        <source>an arrow leaves the board</source>
        <translation>ein Pfeil verlässt das Brett</translation>
    </message>
    <message>
        <source>the last move leaves the board</source>
        <translation>der letzte Zug verlässt das Brett</translation>
    </message>
    <message>
        <source>move %1 &quot;%2&quot;: %3</source>
        <translation>Zug %1 „%2“: %3</translation>
    </message>
    <message>
        <source>%1, game %2 (from line %3): %4</source>
        <translation>%1, Partie %2 (ab Zeile %3): %4</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Die Partie ist beendet</translation>
    </message>
    <message>
        <source>The record goes on after this position (a null move or a move that could not be read): moves cannot be added to it</source>
        <translation>Die Notation geht nach dieser Stellung weiter (ein Nullzug oder ein unlesbarer Zug): Hier können keine Züge angefügt werden</translation>
    </message>
    <message>
        <source>No game found in the text</source>
        <translation>Im Text wurde keine Partie gefunden</translation>
    </message>
    <message>
        <source>No game found: %1</source>
        <translation>Keine Partie gefunden: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is shorter than when it was opened.</source>
        <translation>%1 kann nicht gelesen werden: Die Datei ist kürzer als beim Öffnen.</translation>
    </message>
    <message>
        <source>%1 is a UTF-16 file too large to open; save it as UTF-8 first.</source>
        <translation>%1 ist eine UTF-16-Datei, die zum Öffnen zu groß ist; bitte zuerst als UTF-8 speichern.</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 but is not valid UTF-16.</source>
        <translation>%1 beginnt wie UTF-16, ist aber kein gültiges UTF-16.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds binary data.</source>
        <translation>%1 ist keine PGN-Datei: Sie enthält Binärdaten.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds no game.</source>
        <translation>%1 ist keine PGN-Datei: Sie enthält keine Partie.</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened; use Save As to keep both.</source>
        <translation>%1 wurde seit dem Öffnen auf dem Datenträger geändert; mit „Speichern unter“ bleiben beide erhalten.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>das Schreiben ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>No saved game at %1</source>
        <translation>Keine gespeicherte Partie unter %1</translation>
    </message>
    <message>
        <source>No saved game to resume at %1</source>
        <translation>Keine gespeicherte Partie zum Fortsetzen unter %1</translation>
    </message>
    <message>
        <source>There is no text to load.</source>
        <translation>Es gibt keinen Text zum Laden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s); there is no game %2.</source>
        <translation>
            <numerusform>%1 enthält %n Partie; es gibt keine Partie %2.</numerusform>
            <numerusform>%1 enthält %n Partien; es gibt keine Partie %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no demonstration &quot;%1&quot;</source>
        <translation>keine Vorführung „%1“</translation>
    </message>
    <message>
        <source>nothing to write</source>
        <translation>nichts zu schreiben</translation>
    </message>
    <message>
        <source>FEN tag: </source>
        <translation>FEN-Tag: </translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>unerwartet: %1</translation>
    </message>
    <message>
        <source>malformed tag: %1</source>
        <translation>fehlerhaftes Tag: %1</translation>
    </message>
    <message>
        <source>unterminated tag: %1</source>
        <translation>nicht abgeschlossenes Tag: %1</translation>
    </message>
    <message>
        <source>comment too long: %1</source>
        <translation>Kommentar zu lang: %1</translation>
    </message>
    <message>
        <source>tag line too long: %1</source>
        <translation>Tag-Zeile zu lang: %1</translation>
    </message>
    <message>
        <source>token too long: %1</source>
        <translation>Wort zu lang: %1</translation>
    </message>
    <message>
        <source>unterminated comment</source>
        <translation>nicht abgeschlossener Kommentar</translation>
    </message>
    <message>
        <source>NAG out of range: %1</source>
        <translation>NAG außerhalb des Bereichs: %1</translation>
    </message>
    <message>
        <source>unknown annotation %1</source>
        <translation>unbekannte Anmerkung %1</translation>
    </message>
    <message>
        <source>variations nested deeper than %1 skipped</source>
        <translation>Varianten tiefer als %1 verschachtelt, übersprungen</translation>
    </message>
    <message>
        <source>unmatched &apos;)&apos;</source>
        <translation>&apos;)&apos; ohne passende Klammer</translation>
    </message>
    <message>
        <source>unterminated variation</source>
        <translation>nicht abgeschlossene Variante</translation>
    </message>
    <message>
        <source>game has no result</source>
        <translation>Partie ohne Ergebnis</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>eine Variante vor jedem Zug</translation>
    </message>
    <message>
        <source>fullmove number 0 read as 1</source>
        <translation>Zugnummer 0 als 1 gelesen</translation>
    </message>
    <message>
        <source>castling rights %1 dropped: the king or rook is not on its home square</source>
        <translation>Rochaderechte %1 entfernt: König oder Turm steht nicht auf dem Ausgangsfeld</translation>
    </message>
    <message>
        <source>malformed tag %1 read as %2</source>
        <translation>fehlerhaftes Tag %1 gelesen als %2</translation>
    </message>
    <message>
        <source>not a tag, kept as a comment: %1</source>
        <translation>kein Tag, als Kommentar behalten: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A refused move and why: &quot;no knight can legally move to c3: the move would expose...&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the king is in check, and this move does not get it out of check</source>
        <translation>der König steht im Schach, und dieser Zug hebt das Schach nicht auf</translation>
    </message>
    <message>
        <source>the king would move into check</source>
        <translation>der König würde ins Schach ziehen</translation>
    </message>
    <message>
        <source>the move would expose its king to check</source>
        <translation>der Zug würde den eigenen König dem Schach aussetzen</translation>
    </message>
    <message>
        <source>the king or that rook has already moved</source>
        <translation>der König oder dieser Turm hat schon gezogen</translation>
    </message>
    <message>
        <source>the king is in check, and castling cannot get it out of check</source>
        <translation>der König steht im Schach, und die Rochade kann das Schach nicht aufheben</translation>
    </message>
    <message>
        <source>the king would cross a square that is attacked</source>
        <translation>der König würde ein angegriffenes Feld überqueren</translation>
    </message>
    <message>
        <source>the king would castle into check</source>
        <translation>der König würde durch die Rochade ins Schach ziehen</translation>
    </message>
    <message>
        <source>%1 (FIDE %2)</source>
        <extracomment>The reason a move is refused and the article of the Laws: &quot;...into check (FIDE 3.9)&quot;.</extracomment>
        <translation>%1 (FIDE %2)</translation>
    </message>
    <message>
        <source>no pawn can legally move to %2</source>
        <translation>kein Bauer kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no knight can legally move to %2</source>
        <translation>kein Springer kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no bishop can legally move to %2</source>
        <translation>kein Läufer kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no rook can legally move to %2</source>
        <translation>kein Turm kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no queen can legally move to %2</source>
        <translation>keine Dame kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no king can legally move to %2</source>
        <translation>kein König kann regelgemäß nach %2 ziehen</translation>
    </message>
    <message>
        <source>no pawn on the board to move to %2</source>
        <translation>kein Bauer auf dem Brett, der nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>no knight on the board to move to %2</source>
        <translation>kein Springer auf dem Brett, der nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>no bishop on the board to move to %2</source>
        <translation>kein Läufer auf dem Brett, der nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>no rook on the board to move to %2</source>
        <translation>kein Turm auf dem Brett, der nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>no queen on the board to move to %2</source>
        <translation>keine Dame auf dem Brett, die nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>no king on the board to move to %2</source>
        <translation>kein König auf dem Brett, der nach %2 ziehen könnte</translation>
    </message>
    <message>
        <source>the pawn on %2 cannot legally move to %3</source>
        <translation>der Bauer auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>the knight on %2 cannot legally move to %3</source>
        <translation>der Springer auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>the bishop on %2 cannot legally move to %3</source>
        <translation>der Läufer auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>the rook on %2 cannot legally move to %3</source>
        <translation>der Turm auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>the queen on %2 cannot legally move to %3</source>
        <translation>die Dame auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>the king on %2 cannot legally move to %3</source>
        <translation>der König auf %2 kann nicht regelgemäß nach %3 ziehen</translation>
    </message>
    <message>
        <source>Moves are played in the game&apos;s current position: End returns there</source>
        <translation>Züge werden in der aktuellen Stellung der Partie gespielt: Ende führt dorthin zurück</translation>
    </message>
    <message>
        <source>a second FEN tag, kept as written but not read: the game starts from the FEN tag on line %1</source>
        <translation>ein zweites FEN-Tag, wie geschrieben behalten, aber nicht gelesen: die Partie beginnt mit dem FEN-Tag in Zeile %1</translation>
    </message>
</context>
<context>
    <name>remis::app::GameController</name>
    <message>
        <source>%1 is a null move; the arbiter&apos;s rulings stop there</source>
        <translation>%1 ist ein Nullzug; die Entscheidungen des Schiedsrichters enden dort</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Draw Arrows</source>
        <translation>Pfeile zeichnen</translation>
    </message>
    <message>
        <source>Mark Squares</source>
        <translation>Felder markieren</translation>
    </message>
    <message>
        <source>Edit Command</source>
        <translation>Befehl bearbeiten</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Set Move Assessment</source>
        <translation>Zugbewertung setzen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Cut the Moves after Ply %1</source>
        <translation>Züge nach Halbzug %1 abschneiden</translation>
    </message>
    <message>
        <source>Correct the Result</source>
        <translation>Ergebnis berichtigen</translation>
    </message>
</context>
<context>
    <name>remis::app::GameListModel</name>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>against the rules</source>
        <translation>gegen die Regeln</translation>
    </message>
    <message>
        <source>Where the game ended by itself under the Laws</source>
        <translation>Wo die Partie nach den Regeln von selbst endete</translation>
    </message>
    <message>
        <source>Whether the recorded result agrees with the rules</source>
        <translation>Ob das notierte Ergebnis den Regeln entspricht</translation>
    </message>
    <message>
        <source>3-fold</source>
        <translation>3-fach</translation>
    </message>
    <message>
        <source>50 moves</source>
        <translation>50 Züge</translation>
    </message>
    <message>
        <source>Ended by the rules</source>
        <translation>Nach den Regeln beendet</translation>
    </message>
    <message>
        <source>Result check</source>
        <translation>Ergebnisprüfung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Illegal moves that stood: who made them, why, and the article (FIDE %1)</source>
        <translation>Regelwidrige Züge, die stehen blieben: wer sie machte, warum und nach welchem Artikel (FIDE %1)</translation>
    </message>
    <message>
        <source>A flag fall the record shows, and the ruling by FIDE %1</source>
        <translation>Eine Zeitüberschreitung laut Partieaufzeichnung und die Entscheidung nach FIDE %1</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Regelwidrig</translation>
    </message>
    <message>
        <source>Flag fall</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>%1 claimable with the position on the board; %2 claimable by writing the move played</source>
        <translation>%1 reklamierbar mit der Stellung auf dem Brett; %2 reklamierbar durch Aufschreiben des gespielten Zuges</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>Moments a draw by threefold repetition could be claimed (FIDE %1). &quot;8 + 9&quot;: 8 moments with the position on the board; 9 moments where a claim by writing the move played was possible. Often the same repetition counted both ways, not 17 in all</source>
        <translation>Zeitpunkte, zu denen Remis wegen dreimaliger Stellungswiederholung reklamiert werden konnte (FIDE %1). „8 + 9“: 8 Zeitpunkte mit der Stellung auf dem Brett; 9 Zeitpunkte, zu denen durch Aufschreiben des gespielten Zuges reklamiert werden konnte. Oft dieselbe Wiederholung auf beide Arten gezählt, nicht 17 insgesamt</translation>
    </message>
    <message>
        <source>Moments a draw under the fifty-move rule could be claimed (FIDE %1). &quot;8 + 9&quot;: 8 moments with the position on the board; 9 moments where a claim by writing the move played was possible. Often the same chance to claim counted both ways, not 17 in all</source>
        <translation>Zeitpunkte, zu denen Remis nach der 50-Züge-Regel reklamiert werden konnte (FIDE %1). „8 + 9“: 8 Zeitpunkte mit der Stellung auf dem Brett; 9 Zeitpunkte, zu denen durch Aufschreiben des gespielten Zuges reklamiert werden konnte. Oft dieselbe Gelegenheit auf beide Arten gezählt, nicht 17 insgesamt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
</context>
<context>
    <name>remis::app::LocalNotation</name>
    <message>
        <source>NBRQK</source>
        <extracomment>The SAN letters of knight, bishop, rook, queen and king, in this order, as written in this language (German: SLTDK, Spanish: CATDR). Five capital letters, all different.</extracomment>
        <translation>SLTDK</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>Between the moves an ambiguous typed move could be: &quot;Nbd2 or Nfd2&quot;.</extracomment>
        <translation> oder </translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>The letter of a pawn in this language, as a position editor takes it (German: B for Bauer, Spanish: P for peón). One capital letter, not one of the five piece letters.</extracomment>
        <translation>B</translation>
    </message>
</context>
<context>
    <name>remis::app::MoveListModel</name>
    <message>
        <source>(claim)</source>
        <translation>(Reklamation)</translation>
    </message>
    <message>
        <source>An incorrect draw claim was made with this move (FIDE %1)</source>
        <translation>Mit diesem Zug wurde unberechtigt Remis reklamiert (FIDE %1)</translation>
    </message>
    <message>
        <source>A draw was offered with this move (FIDE %1)</source>
        <translation>Mit diesem Zug wurde Remis angeboten (FIDE %1)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Not part of the game under the Laws: the arbiter&apos;s rulings stop at the null move</source>
        <translation>Nicht Teil der Partie nach den Regeln: die Entscheidungen des Schiedsrichters enden beim Nullzug</translation>
    </message>
    <message>
        <source>Played after the game ended: %1</source>
        <translation>Nach dem Ende der Partie gespielt: %1</translation>
    </message>
    <message>
        <source>(illegal)</source>
        <translation>(regelwidrig)</translation>
    </message>
    <message>
        <source>%1, with a draw offer</source>
        <translation>%1, mit Remisangebot</translation>
    </message>
    <message>
        <source>%1, with an incorrect draw claim</source>
        <translation>%1, mit unberechtigter Remisreklamation</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
</context>
<context>
    <name>remis::app::MoveWords</name>
    <message>
        <source>%1 castles kingside</source>
        <translation>%1 rochiert kurz</translation>
    </message>
    <message>
        <source>%1 castles queenside</source>
        <translation>%1 rochiert lang</translation>
    </message>
    <message>
        <source>%1 %2 %3 to %4</source>
        <translation>%1: %2 %3 nach %4</translation>
    </message>
    <message>
        <source>%1 %2 %3 takes %4 %5</source>
        <translation>%1: %2 %3 schlägt %4 %5</translation>
    </message>
    <message>
        <source>%1, promotes to %2</source>
        <translation>%1, Umwandlung in %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, schachmatt</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, Schach</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 passes: a null move</source>
        <translation>%1 setzt aus: ein Nullzug</translation>
    </message>
    <message>
        <source>%1 %2 %3 takes %2 %4 en passant, to %5</source>
        <translation>%1: %2 %3 schlägt %2 %4 en passant, nach %5</translation>
    </message>
</context>
<context>
    <name>remis::app::Occurrences</name>
    <message>
        <source>%1 to move.</source>
        <translation>%1 am Zug.</translation>
    </message>
    <message>
        <source>%2 is checkmated (FIDE %1): no claim is needed.</source>
        <translation>%2 ist schachmatt (FIDE %1): Eine Reklamation ist nicht nötig.</translation>
    </message>
    <message>
        <source>Stalemate (FIDE %1): the game is drawn.</source>
        <translation>Patt (FIDE %1): Die Partie ist remis.</translation>
    </message>
    <message numerus="yes">
        <source>This position has occurred %n time(s) (ply %1)</source>
        <translation>
            <numerusform>Diese Stellung ist %n-mal aufgetreten (Halbzug %1)</numerusform>
            <numerusform>Diese Stellung ist %n-mal aufgetreten (Halbzüge %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>: the game is already drawn by fivefold repetition (FIDE %1).</source>
        <translation>: Die Partie ist bereits durch fünfmalige Stellungswiederholung remis (FIDE %1).</translation>
    </message>
    <message>
        <source>: %2 can claim a draw by threefold repetition (FIDE %1).</source>
        <translation>: %2 kann Remis wegen dreimaliger Stellungswiederholung reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>: no claim by repetition on the board (FIDE %1 needs three).</source>
        <translation>: Nach der Stellung auf dem Brett ist keine Reklamation wegen Stellungswiederholung möglich (FIDE %1 verlangt drei).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: the 75-move rule has ended the game (FIDE %1).</source>
        <translation>Halbzugzähler %2: Die 75-Züge-Regel hat die Partie beendet (FIDE %1).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: %3 can claim under the fifty-move rule (FIDE %1).</source>
        <translation>Halbzugzähler %2: %3 kann Remis nach der 50-Züge-Regel reklamieren (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>Halfmove clock %2: %n more ply(s) without a capture or pawn move before a fifty-move claim (FIDE %1).</source>
        <translation>
            <numerusform>Halbzugzähler %2: noch %n Halbzug ohne Schlagen oder Bauernzug bis zu einer Reklamation nach der 50-Züge-Regel (FIDE %1).</numerusform>
            <numerusform>Halbzugzähler %2: noch %n Halbzüge ohne Schlagen oder Bauernzug bis zu einer Reklamation nach der 50-Züge-Regel (FIDE %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Halfmove clock %1, move %2.</source>
        <translation>Halbzugzähler %1, Zug %2.</translation>
    </message>
    <message>
        <source>Moves from the start: %1</source>
        <translation>Züge seit dem Anfang: %1</translation>
    </message>
    <message>
        <source>Moves since the last capture or pawn move: %1</source>
        <translation>Züge seit dem letzten Schlagen oder Bauernzug: %1</translation>
    </message>
    <message>
        <source>[1], [2], ...: the position in the diagram stood there before.</source>
        <translation>[1], [2], ...: Dort stand die Stellung des Diagramms schon einmal.</translation>
    </message>
    <message>
        <source>Dead position (FIDE %1): neither side can checkmate by any series of legal moves, so the game is drawn; no claim is needed.</source>
        <translation>Tote Stellung (FIDE %1): Keine Seite kann mit irgendeiner Folge regelgemäßer Züge mattsetzen, die Partie ist also remis; eine Reklamation ist nicht nötig.</translation>
    </message>
    <message>
        <source>: %2 can claim a draw by writing %3 as the next move without playing it, as that move would make it stand a third time (FIDE %1).</source>
        <translation>: %2 kann Remis reklamieren, indem %2 %3 als nächsten Zug aufschreibt, ohne ihn auszuführen, denn dieser Zug ließe die Stellung zum dritten Mal entstehen (FIDE %1).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: %3 can claim under the fifty-move rule by writing %4 as the next move without playing it (FIDE %1).</source>
        <translation>Halbzugzähler %2: %3 kann Remis nach der 50-Züge-Regel reklamieren, indem %3 %4 als nächsten Zug aufschreibt, ohne ihn auszuführen (FIDE %1).</translation>
    </message>
</context>
<context>
    <name>remis::app::PieceNames</name>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, leer</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, %2 (Weiß)</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, %2 (Schwarz)</translation>
    </message>
</context>
<context>
    <name>remis::app::PositionWords</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>no pieces</source>
        <translation>keine Figuren</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 %2 to move.</source>
        <translation>%1 %2 am Zug.</translation>
    </message>
</context>
<context>
    <name>remis::app::RuleExplanations</name>
    <message>
        <source>Threefold repetition (FIDE %1)</source>
        <translation>Dreimalige Stellungswiederholung (FIDE %1)</translation>
    </message>
    <message>
        <source>Fifty-move rule (FIDE %1)</source>
        <translation>50-Züge-Regel (FIDE %1)</translation>
    </message>
    <message>
        <source>Fivefold repetition (FIDE %1)</source>
        <translation>Fünfmalige Stellungswiederholung (FIDE %1)</translation>
    </message>
    <message>
        <source>75-move rule (FIDE %1)</source>
        <translation>75-Züge-Regel (FIDE %1)</translation>
    </message>
    <message>
        <source>Dead position (FIDE %1)</source>
        <translation>Tote Stellung (FIDE %1)</translation>
    </message>
    <message>
        <source>Flag fall (FIDE %1)</source>
        <translation>Zeitüberschreitung (FIDE %1)</translation>
    </message>
    <message>
        <source>Claiming with a move (FIDE %1, %2)</source>
        <translation>Reklamieren mit einem Zug (FIDE %1, %2)</translation>
    </message>
    <message>
        <source>Draw offers (FIDE %1)</source>
        <translation>Remisangebote (FIDE %1)</translation>
    </message>
    <message>
        <source>Checkmate (FIDE %1)</source>
        <translation>Matt (FIDE %1)</translation>
    </message>
    <message>
        <source>Stalemate (FIDE %1)</source>
        <translation>Patt (FIDE %1)</translation>
    </message>
    <message>
        <source>Resignation (FIDE %1)</source>
        <translation>Aufgabe (FIDE %1)</translation>
    </message>
    <message>
        <source>Incorrect claims (FIDE %1)</source>
        <translation>Unberechtigte Reklamationen (FIDE %1)</translation>
    </message>
    <message>
        <source>When the same position appears for the third time, the player having the move may claim a draw (FIDE %1). It does not end the game by itself: the player must claim it, and only when it is their move.

Positions are the same when the same player is to move, the same pieces stand on the same squares and the possible moves are the same: castling rights count, and an en passant capture counts only if it could really be made (%2). The starting position counts as the first occurrence.</source>
        <translation>Tritt dieselbe Stellung zum dritten Mal auf, kann der Spieler am Zug Remis reklamieren (FIDE %1). Die Partie endet dadurch nicht von selbst: Der Spieler muss reklamieren, und nur, wenn er am Zug ist.

Stellungen sind gleich, wenn derselbe Spieler am Zug ist, dieselben Figuren auf denselben Feldern stehen und dieselben Züge möglich sind: Rochaderechte zählen, und ein Schlagen en passant zählt nur, wenn es wirklich ausgeführt werden könnte (%2). Die Ausgangsstellung zählt als erstes Auftreten.</translation>
    </message>
    <message>
        <source>When each player has made 50 moves in a row (100 half-moves) without any capture or pawn move, the player having the move may claim a draw (FIDE %1). Castling does not reset the count. A checkmate made on the last of those moves still wins.</source>
        <translation>Haben beide Spieler je 50 Züge in Folge (100 Halbzüge) ohne Schlagen und ohne Bauernzug gemacht, kann der Spieler am Zug Remis reklamieren (FIDE %1). Eine Rochade setzt die Zählung nicht zurück. Ein Matt mit dem letzten dieser Züge gewinnt trotzdem.</translation>
    </message>
    <message>
        <source>A player may also claim before moving: they write down (here: name) a legal move that would make the position appear for the third time (FIDE %1) or complete the 50 moves (FIDE %2), and claim. If the claim is correct the game is drawn and the move is NOT played. If it is wrong, the move must be played.

Whether a claim with a move that gives checkmate is valid is disputed among arbiters; Remis accepts it, as arbiters quoted in public discussion do.</source>
        <translation>Ein Spieler kann auch vor seinem Zug reklamieren: Er schreibt einen regelgemäßen Zug auf (hier: er nennt ihn), durch den die Stellung zum dritten Mal entstünde (FIDE %1) oder die 50 Züge voll würden (FIDE %2), und reklamiert. Ist die Reklamation berechtigt, endet die Partie remis und der Zug wird NICHT ausgeführt. Ist sie unberechtigt, muss der Zug ausgeführt werden.

Ob eine Reklamation mit einem mattsetzenden Zug gültig ist, ist unter Schiedsrichtern umstritten; Remis erkennt sie an, wie es in öffentlichen Diskussionen zitierte Schiedsrichter tun.</translation>
    </message>
    <message>
        <source>When the same position has appeared five times, not necessarily in a row, the game is drawn at once: no claim is needed (FIDE %1).</source>
        <translation>Ist dieselbe Stellung fünfmal aufgetreten, nicht notwendigerweise hintereinander, endet die Partie sofort remis; eine Reklamation ist nicht nötig (FIDE %1).</translation>
    </message>
    <message>
        <source>When each player has made 75 moves (150 half-moves) without a capture or a pawn move, the game is drawn at once: no claim is needed (FIDE %1). If the last move checkmates, the checkmate stands.</source>
        <translation>Haben beide Spieler je 75 Züge (150 Halbzüge) ohne Schlagen und ohne Bauernzug gemacht, endet die Partie sofort remis; eine Reklamation ist nicht nötig (FIDE %1). Setzt der letzte Zug matt, gilt das Matt.</translation>
    </message>
    <message>
        <source>The game is drawn when neither player can checkmate by any series of legal moves, even with the opponent&apos;s help (FIDE %1). Too little material (king against king, king and bishop or knight against king) is the usual case, but locked pawn chains and forced lines can also leave a dead position. If a helpmate exists, the position is not dead.</source>
        <translation>Die Partie endet remis, wenn keiner der Spieler mit irgendeiner Folge regelgemäßer Züge mattsetzen kann, auch nicht mit Hilfe des Gegners (FIDE %1). Der übliche Fall ist zu wenig Material (König gegen König, König und Läufer oder Springer gegen König), aber auch blockierte Bauernketten und erzwungene Abspiele können eine tote Stellung ergeben. Gibt es ein Hilfsmatt, ist die Stellung nicht tot.</translation>
    </message>
    <message>
        <source>A player whose time runs out loses (FIDE %1), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn. A helpmate is enough to win on time, so a lone knight against a rook can win. Under the USCF rule set, rule %2 draws more of these games (for example a lone minor piece cannot win on time).</source>
        <translation>Wer die Bedenkzeit überschreitet, verliert (FIDE %1), es sei denn, der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen: dann endet die Partie remis. Für den Gewinn auf Zeit genügt ein Hilfsmatt, daher kann ein einzelner Springer gegen einen Turm gewinnen. Nach dem USCF-Regelwerk endet nach Regel %2 mehr dieser Partien remis (zum Beispiel kann eine einzelne Leichtfigur nicht auf Zeit gewinnen).</translation>
    </message>
    <message>
        <source>The player whose king is checkmated loses; the game ends at once (FIDE %1).</source>
        <translation>Wessen König mattgesetzt ist, verliert; die Partie endet sofort (FIDE %1).</translation>
    </message>
    <message>
        <source>The player to move has no legal move and is not in check: the game is drawn at once (FIDE %1).</source>
        <translation>Der Spieler am Zug hat keinen regelgemäßen Zug und steht nicht im Schach: Die Partie endet sofort remis (FIDE %1).</translation>
    </message>
    <message>
        <source>A player who resigns loses (FIDE %1), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn.</source>
        <translation>Wer aufgibt, verliert (FIDE %1), es sei denn, der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen: dann endet die Partie remis.</translation>
    </message>
    <message>
        <source>This game uses the casual rule set. Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves, as under the FIDE Laws of Chess (2023), and so do threefold repetition and the fifty-move rule: no draw needs to be claimed. Moves may be taken back.</source>
        <translation>Diese Partie folgt den freien Regeln. Matt, Patt, eine tote Stellung, die 75-Züge-Regel und die fünfmalige Stellungswiederholung beenden die Partie von selbst, wie nach den FIDE-Schachregeln (2023), und ebenso die dreimalige Stellungswiederholung und die 50-Züge-Regel: Kein Remis muss reklamiert werden. Züge dürfen zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Remis applies the FIDE Laws of Chess (2023). Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves. Threefold repetition and the fifty-move rule must be claimed by the player having the move, with the buttons in the arbiter panel.</source>
        <translation>Remis wendet die FIDE-Schachregeln (2023) an. Matt, Patt, eine tote Stellung, die 75-Züge-Regel und die fünfmalige Stellungswiederholung beenden die Partie von selbst. Die dreimalige Stellungswiederholung und die 50-Züge-Regel muss der Spieler am Zug reklamieren, mit den Schaltflächen im Schiedsrichterbereich.</translation>
    </message>
    <message>
        <source>Under the casual rule set the game is drawn by itself the moment the same position appears for the third time: nobody needs to claim. (Under the FIDE Laws the player having the move must claim it, %1.)

Positions are the same when the same player is to move, the same pieces stand on the same squares and the possible moves are the same (%2).</source>
        <translation>Nach den freien Regeln endet die Partie von selbst remis, sobald dieselbe Stellung zum dritten Mal auftritt: Niemand muss reklamieren. (Nach den FIDE-Regeln muss der Spieler am Zug es reklamieren, %1.)

Stellungen sind gleich, wenn derselbe Spieler am Zug ist, dieselben Figuren auf denselben Feldern stehen und dieselben Züge möglich sind (%2).</translation>
    </message>
    <message>
        <source>Under the casual rule set the game is drawn by itself once each player has made 50 moves in a row (100 half-moves) without a capture or a pawn move: nobody needs to claim. (Under the FIDE Laws the player having the move must claim it, %1.) A checkmate on the last of those moves still wins.</source>
        <translation>Nach den freien Regeln endet die Partie von selbst remis, sobald jeder Spieler 50 Züge in Folge (100 Halbzüge) ohne Schlagen oder Bauernzug gemacht hat: Niemand muss reklamieren. (Nach den FIDE-Regeln muss der Spieler am Zug es reklamieren, %1.) Ein Matt mit dem letzten dieser Züge gewinnt trotzdem.</translation>
    </message>
    <message>
        <source>Under the casual rule set there is nothing to claim: threefold repetition and the fifty-move rule end the game by themselves.</source>
        <translation>Nach den freien Regeln gibt es nichts zu reklamieren: Die dreimalige Stellungswiederholung und die 50-Züge-Regel beenden die Partie von selbst.</translation>
    </message>
    <message>
        <source>A player offers a draw after making a move and before pressing the clock (FIDE %1). The offer stands until the opponent accepts it, rejects it, or makes a move. It is written (=) on the score sheet (%2). A draw by agreement needs both players to have made at least one move (%3). A claim also counts as a draw offer (%4). An offer answered by an offer is an agreement: the game is drawn (%3).</source>
        <translation>Ein Spieler bietet Remis an, nachdem er gezogen hat und bevor er die Uhr drückt (FIDE %1). Das Angebot gilt, bis der Gegner es annimmt, ablehnt oder zieht. Es wird als (=) auf dem Partieformular notiert (%2). Ein vereinbartes Remis setzt voraus, dass beide Spieler mindestens einen Zug gemacht haben (%3). Auch eine Reklamation gilt als Remisangebot (%4). Ein Angebot, das mit einem Angebot beantwortet wird, ist eine Einigung: Die Partie endet remis (%3).</translation>
    </message>
    <message>
        <source>Illegal moves (FIDE %1)</source>
        <translation>Regelwidrige Züge (FIDE %1)</translation>
    </message>
    <message>
        <source>An illegal move found during the game is taken back and the position before it restored (FIDE %1). In standard play the opponent gets two minutes for a player&apos;s first completed illegal move, and the second loses the game (FIDE %2), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn. In rapid and blitz an illegal move stands unless the opponent claims it before moving (FIDE %3). A recorded game shows such a move as played.</source>
        <translation>Ein während der Partie entdeckter regelwidriger Zug wird zurückgenommen und die Stellung davor wiederhergestellt (FIDE %1). Im Turnierschach erhält der Gegner für den ersten ausgeführten regelwidrigen Zug eines Spielers zwei Minuten, und der zweite verliert die Partie (FIDE %2), es sei denn, der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen: Dann ist die Partie remis. Im Schnell- und Blitzschach bleibt ein regelwidriger Zug stehen, wenn der Gegner ihn nicht vor seinem Zug reklamiert (FIDE %3). Eine aufgezeichnete Partie zeigt einen solchen Zug wie gespielt.</translation>
    </message>
    <message>
        <source>If a draw claim is found incorrect, the opponent gets two more minutes (one minute in rapid and blitz, %2 and %3), the game goes on, and a move named with the claim must be played (FIDE %1).</source>
        <translation>Ist eine Remisreklamation unberechtigt, erhält der Gegner zwei Minuten zusätzlich (im Schnell- und Blitzschach eine Minute, %2 und %3), die Partie geht weiter, und ein mit der Reklamation angekündigter Zug muss ausgeführt werden (FIDE %1).</translation>
    </message>
    <message>
        <source>This game uses the USCF rule set: Remis applies the FIDE Laws of Chess (2023) except when a flag falls. Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves. Threefold repetition and the fifty-move rule must be claimed by the player having the move, with the buttons in the arbiter panel. A player whose time runs out draws instead of losing when the opponent has insufficient losing chances (USCF %1): only a king, a king and a bishop or a knight, or a king and two knights against no pawns, unless the opponent has a forced win.</source>
        <translation>Diese Partie folgt dem USCF-Regelwerk: Remis wendet die FIDE-Schachregeln (2023) an, außer wenn ein Fallblättchen fällt. Matt, Patt, eine tote Stellung, die 75-Züge-Regel und die fünfmalige Stellungswiederholung beenden die Partie von selbst. Die dreimalige Stellungswiederholung und die 50-Züge-Regel muss der Spieler am Zug reklamieren, mit den Schaltflächen im Schiedsrichterbereich. Wer die Zeit überschreitet, verliert nicht, sondern spielt remis, wenn der Gegner keine ausreichenden Gewinnchancen hat (USCF %1): nur einen König, König und Läufer oder Springer, oder König und zwei Springer gegen keine Bauern, es sei denn, der Gegner hat einen erzwungenen Gewinn.</translation>
    </message>
</context>
<context>
    <name>remis::app::RuleTexts</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>FIDE Laws 2023</source>
        <translation>FIDE-Regeln 2023</translation>
    </message>
    <message>
        <source>USCF</source>
        <translation>USCF</translation>
    </message>
    <message>
        <source>Casual (threefold and fifty moves automatic)</source>
        <translation>Freie Regeln (dreimalige Stellungswiederholung und 50 Züge automatisch)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>only kings are left</source>
        <translation>nur noch die Könige stehen auf dem Brett</translation>
    </message>
    <message>
        <source>the material left cannot force or even allow a checkmate</source>
        <translation>mit dem verbliebenen Material ist ein Matt weder zu erzwingen noch überhaupt möglich</translation>
    </message>
    <message>
        <source>every legal continuation leads to a position where no checkmate is possible</source>
        <translation>jede regelgemäße Fortsetzung führt in eine Stellung, in der kein Matt möglich ist</translation>
    </message>
    <message>
        <source>the pawns are locked and no piece can ever reach the enemy king</source>
        <translation>die Bauern sind blockiert und keine Figur kann je den gegnerischen König erreichen</translation>
    </message>
    <message>
        <source>every reachable position was examined and none is a checkmate</source>
        <translation>jede erreichbare Stellung wurde untersucht und keine ist ein Matt</translation>
    </message>
    <message>
        <source>the game is already decided by checkmate</source>
        <translation>die Partie ist bereits durch Matt entschieden</translation>
    </message>
    <message>
        <source>the position on the board is already mate or stalemate</source>
        <translation>die Stellung auf dem Brett ist bereits matt oder patt</translation>
    </message>
    <message>
        <source>a checkmate is still possible</source>
        <translation>ein Matt ist noch möglich</translation>
    </message>
    <message>
        <source>the analysis could not decide</source>
        <translation>die Analyse konnte es nicht entscheiden</translation>
    </message>
    <message>
        <source>a lone knight can never mate a king that has only queens beside it</source>
        <translation>ein einzelner Springer kann einen König, neben dem nur Damen stehen, nie mattsetzen</translation>
    </message>
    <message>
        <source>bishops all on squares of one colour can never mate here</source>
        <translation>Läufer, die alle auf Feldern einer Farbe stehen, können hier nie mattsetzen</translation>
    </message>
    <message>
        <source>1 more minute</source>
        <translation>1 Minute zusätzlich</translation>
    </message>
    <message>
        <source>%1 more minutes</source>
        <translation>%1 Minuten zusätzlich</translation>
    </message>
    <message>
        <source>%1 more seconds</source>
        <translation>%1 Sekunden zusätzlich</translation>
    </message>
    <message>
        <source>%2 wins: checkmate (FIDE %1)</source>
        <translation>%2 gewinnt: Matt (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: stalemate, %2 has no legal move (FIDE %1)</source>
        <translation>Remis: Patt, %2 hat keinen regelgemäßen Zug (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: dead position (FIDE %1)</source>
        <translation>Remis: tote Stellung (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: dead position (FIDE %1): %2</source>
        <translation>Remis: tote Stellung (FIDE %1): %2</translation>
    </message>
    <message>
        <source>Draw: 75 moves by each player without a capture or pawn move (FIDE %1)</source>
        <translation>Remis: je 75 Züge ohne Schlagen oder Bauernzug (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: fivefold repetition (FIDE %1)</source>
        <translation>Remis: fünfmalige Stellungswiederholung (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (casual rules)</source>
        <translation>Remis: dreimalige Stellungswiederholung (freie Regeln)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule (casual rules)</source>
        <translation>Remis: 50-Züge-Regel (freie Regeln)</translation>
    </message>
    <message>
        <source>Draw: a player resigned, but the opponent cannot checkmate (FIDE %1)</source>
        <translation>Remis: Ein Spieler hat aufgegeben, aber der Gegner kann nicht mattsetzen (FIDE %1)</translation>
    </message>
    <message>
        <source>%2 wins: %3 resigned (FIDE %1)</source>
        <translation>%2 gewinnt: %3 hat aufgegeben (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: %1 ran out of time, but %2 cannot checkmate (%3)</source>
        <translation>Remis: %1 hat die Zeit überschritten, aber %2 kann nicht mattsetzen (%3)</translation>
    </message>
    <message>
        <source>%1 wins on time: %2&apos;s flag fell (%3)</source>
        <translation>%1 gewinnt auf Zeit: %2 hat die Zeit überschritten (%3)</translation>
    </message>
    <message>
        <source>%1. %2 could still checkmate, e.g. %3</source>
        <translation>%1. %2 könnte noch mattsetzen, z. B. %3</translation>
    </message>
    <message>
        <source>only the player having the move may claim</source>
        <translation>nur der Spieler am Zug darf reklamieren</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>die Partie ist bereits beendet</translation>
    </message>
    <message>
        <source>the intended move is not legal</source>
        <translation>der beabsichtigte Zug ist nicht regelgemäß</translation>
    </message>
    <message>
        <source>the position has not occurred three times</source>
        <translation>die Stellung ist nicht dreimal aufgetreten</translation>
    </message>
    <message>
        <source>the last 50 moves of each player include a capture or a pawn move</source>
        <translation>die letzten 50 Züge jedes Spielers enthalten ein Schlagen oder einen Bauernzug</translation>
    </message>
    <message>
        <source>Claim not accepted: %1</source>
        <translation>Reklamation nicht angenommen: %1</translation>
    </message>
    <message>
        <source>Claim rejected: %1.</source>
        <translation>Reklamation abgewiesen: %1.</translation>
    </message>
    <message>
        <source>%2 gets %3 (FIDE %1).</source>
        <translation>%2 erhält %3 (FIDE %1).</translation>
    </message>
    <message>
        <source>The game goes on (FIDE %1).</source>
        <translation>Die Partie geht weiter (FIDE %1).</translation>
    </message>
    <message>
        <source>The intended move was played.</source>
        <translation>Der beabsichtigte Zug wurde ausgeführt.</translation>
    </message>
    <message>
        <source>castling rights differ (FIDE %1)</source>
        <translation>die Rochaderechte sind verschieden (FIDE %1)</translation>
    </message>
    <message>
        <source>an en passant capture was possible (FIDE %1)</source>
        <translation>ein Schlagen en passant war möglich (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition claimed (%1)</source>
        <translation>Remis: dreimalige Stellungswiederholung reklamiert (%1)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule claimed (%1)</source>
        <translation>Remis: 50-Züge-Regel reklamiert (%1)</translation>
    </message>
    <message>
        <source>Draw: %1 ran out of time, but %2 has too little material to win on time (%3)</source>
        <translation>Remis: %1 hat die Zeit überschritten, aber %2 hat zu wenig Material, um auf Zeit zu gewinnen (%3)</translation>
    </message>
    <message>
        <source>neither threefold repetition nor the fifty-move rule applies</source>
        <translation>weder die dreimalige Stellungswiederholung noch die 50-Züge-Regel trifft zu</translation>
    </message>
    <message>
        <source>%1 is a capture or a pawn move, so no earlier position can recur</source>
        <translation>%1 ist ein Schlag- oder Bauernzug, also kann keine frühere Stellung wiederkehren</translation>
    </message>
    <message>
        <source>%1 would make the position occur for the %2 time</source>
        <translation>mit %1 träte die Stellung zum %2 Mal auf</translation>
    </message>
    <message>
        <source>the position occurs for the %1 time</source>
        <translation>die Stellung tritt zum %1 Mal auf</translation>
    </message>
    <message>
        <source>%1 is a capture or a pawn move and starts the count again</source>
        <translation>%1 ist ein Schlag- oder Bauernzug und beginnt die Zählung neu</translation>
    </message>
    <message>
        <source>the move makes %1 of 100 plies</source>
        <translation>mit dem Zug sind es %1 von 100 Halbzügen</translation>
    </message>
    <message>
        <source>%1 of 100 plies</source>
        <translation>%1 von 100 Halbzügen</translation>
    </message>
    <message>
        <source>not threefold repetition (%1): %2</source>
        <translation>keine dreimalige Stellungswiederholung (%1): %2</translation>
    </message>
    <message>
        <source>not fifty moves (%1): %2</source>
        <translation>keine 50 Züge (%1): %2</translation>
    </message>
    <message>
        <source>neither threefold (%1) nor fifty moves (%2): %3; %4</source>
        <translation>weder dreimalige Stellungswiederholung (%1) noch 50 Züge (%2): %3; %4</translation>
    </message>
    <message>
        <source>Draw: threefold repetition claimed with the intended move (%1)</source>
        <translation>Remis: dreimalige Stellungswiederholung mit dem beabsichtigten Zug reklamiert (%1)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule claimed with the intended move (%1)</source>
        <translation>Remis: 50-Züge-Regel mit dem beabsichtigten Zug reklamiert (%1)</translation>
    </message>
    <message>
        <source>The claim stands as a draw offer by %2 (FIDE %1).</source>
        <translation>Die Reklamation gilt als Remisangebot von %2 (FIDE %1).</translation>
    </message>
    <message>
        <source>Draw by agreement (FIDE %1)</source>
        <translation>Remis durch Vereinbarung (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: %2 resigned, but %3 cannot checkmate (FIDE %1)</source>
        <translation>Remis: %2 hat aufgegeben, aber %3 kann nicht mattsetzen (FIDE %1)</translation>
    </message>
    <message>
        <source>The game ended with %1: %2.</source>
        <translation>Die Partie endete mit %1: %2.</translation>
    </message>
    <message>
        <source>The game ended at the start position: %1.</source>
        <translation>Die Partie endete in der Ausgangsstellung: %1.</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a draw: %3 has insufficient material to win</source>
        <translation>notiert %1; nach %2 remis: %3 hat nicht genug Material zum Gewinnen</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a draw: %3 cannot checkmate by any series of legal moves</source>
        <translation>notiert %1; nach %2 remis: %3 kann durch keine Folge regelgemäßer Züge mattsetzen</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>a win for %1</source>
        <translation>ein Sieg für %1</translation>
    </message>
    <message>
        <source>recorded %1; by %2 %3: the game ended at the start position (%4)</source>
        <translation>notiert %1; nach %2 %3: die Partie endete in der Ausgangsstellung (%4)</translation>
    </message>
    <message>
        <source>recorded %1; by %2 %3: the game ended with %4 (%5)</source>
        <translation>notiert %1; nach %2 %3: die Partie endete mit %4 (%5)</translation>
    </message>
    <message>
        <source>%1 broke the rules (%2) and stood: the game went on from the position as played (FIDE %3)</source>
        <translation>%1 war regelwidrig (%2) und blieb stehen: Die Partie ging in der gespielten Stellung weiter (FIDE %3)</translation>
    </message>
    <message>
        <source>the king was left in check</source>
        <translation>der König blieb im Schach</translation>
    </message>
    <message>
        <source>the king moved into check</source>
        <translation>der König zog ins Schach</translation>
    </message>
    <message>
        <source>a pinned piece moved, leaving the king in check</source>
        <translation>eine gefesselte Figur zog und ließ den König im Schach</translation>
    </message>
    <message>
        <source>castling after the king or that rook had moved</source>
        <translation>Rochade, nachdem der König oder dieser Turm schon gezogen hatte</translation>
    </message>
    <message>
        <source>castling out of check</source>
        <translation>Rochade aus dem Schach</translation>
    </message>
    <message>
        <source>castling through check</source>
        <translation>Rochade über ein bedrohtes Feld</translation>
    </message>
    <message>
        <source>castling into check</source>
        <translation>Rochade ins Schach</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a win for %3: %4 was to move when the flag fell, and %3 can checkmate by some series of legal moves</source>
        <translation>notiert %1; nach %2 ein Sieg für %3: %4 war am Zug, als das Blättchen fiel, und %3 kann durch eine Folge regelgemäßer Züge mattsetzen</translation>
    </message>
    <message>
        <source>it has nothing but its king</source>
        <translation>es hat nur noch seinen König</translation>
    </message>
    <message>
        <source>%1 broke the rules (%2): the player&apos;s second illegal move ends the game (FIDE %3)</source>
        <translation>%1 verstieß gegen die Regeln (%2): Der zweite regelwidrige Zug des Spielers beendet die Partie (FIDE %3)</translation>
    </message>
    <message>
        <source>recorded %1; by FIDE %2 and %3 a draw: %4 cannot checkmate by any series of legal moves, and neither a resignation nor a flag fall loses against it</source>
        <translation>aufgezeichnet %1; nach FIDE %2 und %3 remis: %4 kann mit keiner Folge regelgemäßer Züge mattsetzen, und weder Aufgabe noch Zeitüberschreitung verliert dagegen</translation>
    </message>
    <message>
        <source>Draw: %1&apos;s second illegal move, but %2 cannot checkmate (FIDE %3)</source>
        <translation>Remis: zweiter regelwidriger Zug von %1, aber %2 kann nicht mattsetzen (FIDE %3)</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s second illegal move loses (FIDE %3)</source>
        <translation>%1 gewinnt: Der zweite regelwidrige Zug von %2 verliert (FIDE %3)</translation>
    </message>
    <message>
        <source>The written move %1 would have checkmated, but the claim comes before the move: Remis accepts it, as arbiters do, though the point is disputed</source>
        <translation>Der aufgeschriebene Zug %1 hätte mattgesetzt, doch die Reklamation kommt vor dem Zug: Remis erkennt sie an, wie Schiedsrichter es tun, auch wenn der Punkt umstritten ist</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>moves %1 to %2</source>
        <translation>Züge %1 bis %2</translation>
    </message>
    <message numerus="yes">
        <source>Played after the end: %n ply(s) recorded (%1).</source>
        <translation>
            <numerusform>Nach dem Ende gespielt: %n Halbzug aufgezeichnet (%1).</numerusform>
            <numerusform>Nach dem Ende gespielt: %n Halbzüge aufgezeichnet (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded %1 for an illegal move; by FIDE %2 a draw: %3 cannot checkmate by any series of legal moves, and an illegal move does not lose against it</source>
        <translation>aufgezeichnet %1 wegen eines regelwidrigen Zuges; nach FIDE %2 remis: %3 kann mit keiner Folge regelgemäßer Züge mattsetzen, und ein regelwidriger Zug verliert nicht dagegen</translation>
    </message>
    <message>
        <source>%3 gets %4 (FIDE %1, %2).</source>
        <extracomment>%1 the article of the penalty (9.5.3), %2 the appendix that sets it for rapid or blitz.</extracomment>
        <translation>%3 erhält %4 (FIDE %1, %2).</translation>
    </message>
</context>
<context>
    <name>remis::app::SchoolTexts</name>
    <message numerus="yes">
        <source>You counted moves, not positions: this position has stood %n time(s), at plies %2. The first occurrence counts too (%1).</source>
        <translation>
            <numerusform>Sie haben Züge gezählt, nicht Stellungen: Diese Stellung ist %n-mal aufgetreten, in den Halbzügen %2. Das erste Auftreten zählt mit (%1).</numerusform>
            <numerusform>Sie haben Züge gezählt, nicht Stellungen: Diese Stellung ist %n-mal aufgetreten, in den Halbzügen %2. Das erste Auftreten zählt mit (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has stood only %n time(s) (plies %2); a claim needs three (%1).</source>
        <translation>
            <numerusform>Diese Stellung ist erst %n-mal aufgetreten (Halbzüge %2); für eine Reklamation sind drei nötig (%1).</numerusform>
            <numerusform>Diese Stellung ist erst %n-mal aufgetreten (Halbzüge %2); für eine Reklamation sind drei nötig (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The pieces stood on the same squares before, but castling rights were lost in between: those were other positions (%1).</source>
        <translation>Die Figuren standen schon einmal auf denselben Feldern, aber dazwischen ging ein Rochaderecht verloren: Das waren andere Stellungen (%1).</translation>
    </message>
    <message>
        <source>The pieces stood on the same squares before, but then an en passant capture was legal: that was another position (%1).</source>
        <translation>Die Figuren standen schon einmal auf denselben Feldern, aber damals war ein En-passant-Schlag regelgemäß: Das war eine andere Stellung (%1).</translation>
    </message>
    <message>
        <source>Fifty moves means fifty by each player: 100 half-moves. The count here is %2 (%1).</source>
        <translation>Fünfzig Züge heißt fünfzig von jedem Spieler: 100 Halbzüge. Hier steht der Zähler bei %2 (%1).</translation>
    </message>
    <message>
        <source>Only %2 half-moves have passed without a capture or a pawn move; 100 are needed (%1).</source>
        <translation>Erst %2 Halbzüge ohne Schlagen oder Bauernzug; nötig sind 100 (%1).</translation>
    </message>
    <message>
        <source>%2 half-moves have passed without a capture or a pawn move: fifty moves by each player (%1).</source>
        <translation>%2 Halbzüge ohne Schlagen oder Bauernzug: fünfzig Züge jedes Spielers (%1).</translation>
    </message>
    <message>
        <source>The game was already over (%1): nobody is left to claim, and a claim changes nothing.</source>
        <translation>Die Partie war schon beendet (%1): Niemand kann mehr reklamieren, und eine Reklamation ändert nichts.</translation>
    </message>
    <message>
        <source>The game is not over: nothing ended it by itself.</source>
        <translation>Die Partie ist nicht beendet: Nichts hat sie von selbst beendet.</translation>
    </message>
    <message>
        <source>An en passant square counts only when the capture is legal (%1); here it is not, or there is none.</source>
        <translation>Ein En-passant-Feld zählt nur, wenn der Schlag regelgemäß ist (%1); hier ist er es nicht, oder es gibt keins.</translation>
    </message>
    <message>
        <source>In one position an en passant capture was legal, in the other not: the possible moves differ (%1).</source>
        <translation>In der einen Stellung war ein En-passant-Schlag regelgemäß, in der anderen nicht: Die möglichen Züge unterscheiden sich (%1).</translation>
    </message>
    <message>
        <source>A king or rook moved and came back: the castling right is lost for good, so the positions differ (%1).</source>
        <translation>Ein König oder Turm zog und kehrte zurück: Das Rochaderecht ist für immer verloren, die Stellungen sind verschieden (%1).</translation>
    </message>
    <message>
        <source>Castling rights are the same; being unable to castle for the moment does not change them (%1).</source>
        <translation>Die Rochaderechte sind gleich; dass im Moment nicht rochiert werden kann, ändert sie nicht (%1).</translation>
    </message>
    <message>
        <source>The same pieces on the same squares with the other player to move is another position (%1).</source>
        <translation>Dieselben Figuren auf denselben Feldern mit dem anderen Spieler am Zug sind eine andere Stellung (%1).</translation>
    </message>
    <message>
        <source>Look again at the highlighted squares: the pieces differ.</source>
        <translation>Sehen Sie sich die markierten Felder noch einmal an: Die Figuren unterscheiden sich.</translation>
    </message>
    <message>
        <source>A flag fall loses unless the opponent cannot checkmate by any series of legal moves: a mate with the other side&apos;s help is enough (%1).</source>
        <translation>Wer die Zeit überschreitet, verliert, es sei denn, der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen: Ein Matt mit Hilfe der anderen Seite genügt (%1).</translation>
    </message>
    <message>
        <source>The opponent cannot checkmate by any series of legal moves, so the flag fall draws (%1).</source>
        <translation>Der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen, also endet die Zeitüberschreitung remis (%1).</translation>
    </message>
    <message>
        <source>Under US Chess rule %1 a lone minor piece or two knights do not win on time: a draw.</source>
        <translation>Nach der US-Chess-Regel %1 gewinnen eine einzelne Leichtfigur oder zwei Springer nicht auf Zeit: remis.</translation>
    </message>
    <message>
        <source>The player whose flag fell cannot win on time.</source>
        <translation>Wer die Zeit überschritten hat, kann nicht auf Zeit gewinnen.</translation>
    </message>
    <message>
        <source>A capture or a pawn move starts the fifty-move count again: it cannot complete it (%1).</source>
        <translation>Ein Schlagzug oder Bauernzug beginnt die Zählung der fünfzig Züge von vorn: Er kann sie nicht vollenden (%1).</translation>
    </message>
    <message>
        <source>After that move the position would not stand for the third time (%1).</source>
        <translation>Nach diesem Zug stünde die Stellung nicht zum dritten Mal auf dem Brett (%1).</translation>
    </message>
    <message>
        <source>You left out a move that makes a correct claim.</source>
        <translation>Sie haben einen Zug ausgelassen, mit dem eine Reklamation berechtigt wäre.</translation>
    </message>
    <message>
        <source>You counted the moves of one player; the question asks for half-moves of both.</source>
        <translation>Sie haben die Züge eines Spielers gezählt; gefragt sind Halbzüge beider Spieler.</translation>
    </message>
    <message>
        <source>You counted to 50 half-moves; the rule needs 100 (50 by each player).</source>
        <translation>Sie haben bis 50 Halbzüge gezählt; die Regel verlangt 100 (50 von jedem Spieler).</translation>
    </message>
    <message>
        <source>Once the move is made (or a piece touched, %1) the right to claim on it is lost.</source>
        <translation>Ist der Zug ausgeführt (oder eine Figur berührt, %1), ist das Recht verloren, mit diesem Zug zu reklamieren.</translation>
    </message>
    <message>
        <source>Pressing the clock completes a move: the claim comes before.</source>
        <translation>Das Drücken der Uhr schließt einen Zug ab: Die Reklamation kommt vorher.</translation>
    </message>
    <message>
        <source>The move is written first, and cannot be changed, then the claim is made (%1, %2).</source>
        <translation>Zuerst wird der Zug aufgeschrieben, und er kann nicht mehr geändert werden, dann wird reklamiert (%1, %2).</translation>
    </message>
    <message>
        <source>A claim with a move needs the move written on the scoresheet (%1, %2).</source>
        <translation>Eine Reklamation mit einem Zug verlangt, dass der Zug auf dem Partieformular steht (%1, %2).</translation>
    </message>
    <message>
        <source>The position is already on the board: the claim needs no written move (%1, %2).</source>
        <translation>Die Stellung steht schon auf dem Brett: Die Reklamation braucht keinen aufgeschriebenen Zug (%1, %2).</translation>
    </message>
    <message>
        <source>The claim is correct: the game is drawn (%1).</source>
        <translation>Die Reklamation ist berechtigt: Die Partie ist remis (%1).</translation>
    </message>
    <message>
        <source>The claim is incorrect (%1).</source>
        <translation>Die Reklamation ist unberechtigt (%1).</translation>
    </message>
    <message>
        <source>After an incorrect claim the written move must be played (%1).</source>
        <translation>Nach einer unberechtigten Reklamation muss der aufgeschriebene Zug ausgeführt werden (%1).</translation>
    </message>
    <message>
        <source>The penalty is two minutes; one minute in rapid and blitz (%1, %2); nothing without a clock.</source>
        <translation>Die Strafe: zwei Minuten, im Schnell- und Blitzschach eine Minute (%1, %2); ohne Uhr keine.</translation>
    </message>
    <message>
        <source>Only the opponent of the player who offered may accept (%1).</source>
        <translation>Nur der Gegner des anbietenden Spielers darf annehmen (%1).</translation>
    </message>
    <message>
        <source>An incorrect claim counts as a draw offer (%1).</source>
        <translation>Eine unberechtigte Reklamation gilt als Remisangebot (%1).</translation>
    </message>
    <message>
        <source>No draw by agreement before each player has made a move (%1).</source>
        <translation>Kein vereinbartes Remis, bevor jeder Spieler einen Zug gemacht hat (%1).</translation>
    </message>
    <message>
        <source>No offer stands here.</source>
        <translation>Hier liegt kein Angebot vor.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>kein Zug</translation>
    </message>
    <message>
        <source>The answer: %1 (%2).</source>
        <translation>Die Antwort: %1 (%2).</translation>
    </message>
    <message>
        <source>The written move is played and ends the game: %1.</source>
        <translation>Der aufgeschriebene Zug wird ausgeführt und beendet die Partie: %1.</translation>
    </message>
    <message>
        <source>Read %1: can the opponent checkmate by any series of legal moves?</source>
        <comment>flag fall</comment>
        <translation>Lesen Sie %1: Kann der Gegner mit irgendeiner Folge regelgemäßer Züge mattsetzen?</translation>
    </message>
    <message>
        <source>Read %1: the same player to move, the same pieces on the same squares, the same possible moves.</source>
        <translation>Lesen Sie %1: derselbe Spieler am Zug, dieselben Figuren auf denselben Feldern, dieselben möglichen Züge.</translation>
    </message>
    <message>
        <source>Read %1 and %2: who made the offer, and have both players moved?</source>
        <translation>Lesen Sie %1 und %2: Wer hat angeboten, und haben beide Spieler gezogen?</translation>
    </message>
    <message>
        <source>Read %1 and %2: when is the claim made, before or after the move?</source>
        <translation>Lesen Sie %1 und %2: Wann wird reklamiert, vor oder nach dem Zug?</translation>
    </message>
    <message>
        <source>Read %1, %2 and %3.</source>
        <translation>Lesen Sie %1, %2 und %3.</translation>
    </message>
    <message>
        <source>Read %1 (repetition), %2 (fifty moves) and %3 (what ends a game by itself).</source>
        <translation>Lesen Sie %1 (Stellungswiederholung), %2 (fünfzig Züge) und %3 (was eine Partie von selbst beendet).</translation>
    </message>
    <message>
        <source>The halfmove clock is %1.</source>
        <translation>Der Halbzugzähler steht bei %1.</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>dreimalige Stellungswiederholung</translation>
    </message>
    <message>
        <source>fifty moves</source>
        <translation>fünfzig Züge</translation>
    </message>
    <message>
        <source>threefold repetition or fifty moves</source>
        <translation>dreimalige Stellungswiederholung oder fünfzig Züge</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation>Vorführung</translation>
    </message>
    <message>
        <source>Claim or not?</source>
        <translation>Reklamieren oder nicht?</translation>
    </message>
    <message>
        <source>The same position?</source>
        <translation>Dieselbe Stellung?</translation>
    </message>
    <message>
        <source>Moves that make a claim</source>
        <translation>Züge für eine Reklamation</translation>
    </message>
    <message>
        <source>Flag fall</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>How long until a claim?</source>
        <translation>Wie lange bis zur Reklamation?</translation>
    </message>
    <message>
        <source>How to claim</source>
        <translation>Wie man reklamiert</translation>
    </message>
    <message>
        <source>The arbiter&apos;s ruling</source>
        <translation>Die Entscheidung des Schiedsrichters</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <translation>Remisangebote</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>in der Ausgangsstellung</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Watch the moves and read the explanation.</source>
        <translation>Verfolgen Sie die Züge und lesen Sie die Erklärung.</translation>
    </message>
    <message>
        <source>%1 to move. Can %1 claim a draw now, and by which article?</source>
        <translation>%1 am Zug. Kann %1 jetzt Remis reklamieren, und nach welchem Artikel?</translation>
    </message>
    <message>
        <source>%3 to move. Pick every move that %3 could write on the scoresheet to claim a draw correctly (%1, %2).</source>
        <translation>%3 am Zug. Wählen Sie jeden Zug, den %3 auf das Partieformular schreiben könnte, um berechtigt Remis zu reklamieren (%1, %2).</translation>
    </message>
    <message>
        <source>%1&apos;s flag falls in this position. What is the result?</source>
        <translation>%1 überschreitet in dieser Stellung die Zeit. Wie lautet das Ergebnis?</translation>
    </message>
    <message>
        <source>How many more half-moves without a capture or a pawn move until the fifty-move count is complete?</source>
        <translation>Wie viele Halbzüge ohne Schlagen oder Bauernzug fehlen noch, bis die fünfzig Züge voll sind?</translation>
    </message>
    <message>
        <source>%1 wants to claim a draw with the move %2. What must %1 do, in order?</source>
        <translation>%1 will mit dem Zug %2 Remis reklamieren. Was muss %1 tun, in welcher Reihenfolge?</translation>
    </message>
    <message>
        <source>%1 may claim a draw on the board. What must %1 do, in order?</source>
        <translation>%1 darf Remis nach der Stellung auf dem Brett reklamieren. Was muss %1 tun, in welcher Reihenfolge?</translation>
    </message>
    <message>
        <source>%1 writes %2 on the scoresheet and claims a draw by %3. How does the arbiter rule?</source>
        <translation>%1 schreibt %2 auf das Partieformular und reklamiert Remis wegen %3. Wie entscheidet der Schiedsrichter?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Who may accept it now?</source>
        <translation>%1 bietet Remis an. Wer darf jetzt annehmen?</translation>
    </message>
    <message>
        <source>%1 claims a draw by %2 with the move %3. Who may accept a draw now?</source>
        <translation>%1 reklamiert Remis wegen %2 mit dem Zug %3. Wer darf jetzt Remis annehmen?</translation>
    </message>
    <message>
        <source>No claim is possible</source>
        <translation>Keine Reklamation möglich</translation>
    </message>
    <message>
        <source>Threefold repetition (%1)</source>
        <translation>Dreimalige Stellungswiederholung (%1)</translation>
    </message>
    <message>
        <source>Fifty moves (%1)</source>
        <translation>Fünfzig Züge (%1)</translation>
    </message>
    <message>
        <source>Nothing to claim: the game is already over</source>
        <translation>Nichts zu reklamieren: Die Partie ist schon beendet</translation>
    </message>
    <message>
        <source>The same position</source>
        <translation>Dieselbe Stellung</translation>
    </message>
    <message>
        <source>Not the same: the other player is to move</source>
        <translation>Nicht dieselbe: Der andere Spieler ist am Zug</translation>
    </message>
    <message>
        <source>Not the same: the pieces stand differently</source>
        <translation>Nicht dieselbe: Die Figuren stehen anders</translation>
    </message>
    <message>
        <source>Not the same: castling rights differ (%1)</source>
        <translation>Nicht dieselbe: Die Rochaderechte unterscheiden sich (%1)</translation>
    </message>
    <message>
        <source>Not the same: an en passant capture differs (%1)</source>
        <translation>Nicht dieselbe: Ein En-passant-Schlag unterscheidet sich (%1)</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Weiß gewinnt (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Schwarz gewinnt (0-1)</translation>
    </message>
    <message>
        <source>Draw (1/2-1/2)</source>
        <translation>Remis (1/2-1/2)</translation>
    </message>
    <message>
        <source>Correct: a draw; the written move is not played</source>
        <translation>Berechtigt: remis; der aufgeschriebene Zug wird nicht ausgeführt</translation>
    </message>
    <message>
        <source>Incorrect: the opponent gets 2 minutes and the written move is played</source>
        <translation>Unberechtigt: Der Gegner erhält 2 Minuten, und der aufgeschriebene Zug wird ausgeführt</translation>
    </message>
    <message>
        <source>Incorrect: the opponent gets 1 minute and the written move is played</source>
        <translation>Unberechtigt: Der Gegner erhält 1 Minute, und der aufgeschriebene Zug wird ausgeführt</translation>
    </message>
    <message>
        <source>Incorrect: no clock to add time to; the written move is played</source>
        <translation>Unberechtigt: Keine Uhr für eine Zeitgutschrift; der aufgeschriebene Zug wird ausgeführt</translation>
    </message>
    <message>
        <source>Incorrect: the game goes on and the claimant may play any move</source>
        <translation>Unberechtigt: Die Partie geht weiter, und der Reklamierende darf einen beliebigen Zug spielen</translation>
    </message>
    <message>
        <source>Only White</source>
        <translation>Nur Weiß</translation>
    </message>
    <message>
        <source>Only Black</source>
        <translation>Nur Schwarz</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Niemand</translation>
    </message>
    <message>
        <source>Write the move on the scoresheet</source>
        <translation>Den Zug auf das Partieformular schreiben</translation>
    </message>
    <message>
        <source>Play the move on the board</source>
        <translation>Den Zug auf dem Brett ausführen</translation>
    </message>
    <message>
        <source>Press the clock</source>
        <translation>Die Uhr drücken</translation>
    </message>
    <message>
        <source>Claim the draw from the arbiter</source>
        <translation>Beim Schiedsrichter Remis reklamieren</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message>
        <source>A claim is possible with a written move: after it the position stands for the third time, or the fifty moves are complete (%1, %2).</source>
        <translation>Eine Reklamation mit einem aufgeschriebenen Zug ist möglich: Danach steht die Stellung zum dritten Mal auf dem Brett, oder die fünfzig Züge sind voll (%1, %2).</translation>
    </message>
    <message>
        <source>It is not on the board yet: the claim needs the move written first, and not played (%1, %2).</source>
        <translation>Das steht noch nicht auf dem Brett: Für die Reklamation muss der Zug zuerst aufgeschrieben und nicht ausgeführt werden (%1, %2).</translation>
    </message>
    <message>
        <source>The pieces stand on the same squares in both positions.</source>
        <translation>Die Figuren stehen in beiden Stellungen auf denselben Feldern.</translation>
    </message>
    <message>
        <source>%1, writing %2</source>
        <translation>%1, mit dem aufgeschriebenen Zug %2</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
    <message>
        <source>Threefold repetition, with a written move (%1)</source>
        <translation>Dreimalige Stellungswiederholung, mit aufgeschriebenem Zug (%1)</translation>
    </message>
    <message>
        <source>Fifty moves, with a written move (%1)</source>
        <translation>Fünfzig Züge, mit aufgeschriebenem Zug (%1)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>● The same pieces on the same squares, with the same player to move, as now.</source>
        <translation>● Dieselben Figuren auf denselben Feldern, derselbe Spieler am Zug wie jetzt.</translation>
    </message>
    <message>
        <source>● The same pieces on the same squares, with the same player to move, as after %1, written and not played.</source>
        <translation>● Dieselben Figuren auf denselben Feldern, derselbe Spieler am Zug wie nach %1 (aufgeschrieben, nicht ausgeführt).</translation>
    </message>
    <message>
        <source>The same player is to move in both positions.</source>
        <translation>In beiden Stellungen ist derselbe Spieler am Zug.</translation>
    </message>
    <message>
        <source>The offer stands until the opponent accepts it, declines it or moves (%1).</source>
        <translation>Das Angebot gilt, bis der Gegner es annimmt, ablehnt oder zieht (%1).</translation>
    </message>
    <message>
        <source>The count runs from the last capture or pawn move, in half-moves of both players, up to 100 (%1).</source>
        <translation>Gezählt wird ab dem letzten Schlagen oder Bauernzug, in Halbzügen beider Spieler, bis 100 (%1).</translation>
    </message>
    <message>
        <source>The draw is claimed from the arbiter: without the claim nothing happens (%1, %2).</source>
        <translation>Das Remis wird beim Schiedsrichter reklamiert: Ohne Reklamation geschieht nichts (%1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) make a correct claim.</source>
        <translation>
            <numerusform>%n Zug ermöglicht eine berechtigte Reklamation.</numerusform>
            <numerusform>%n Züge ermöglichen eine berechtigte Reklamation.</numerusform>
        </translation>
    </message>
    <message>
        <source>after %1 (written)</source>
        <translation>nach %1 (aufgeschrieben)</translation>
    </message>
    <message>
        <source>The pieces stood the same %2, but then an en passant capture was possible: that was another position (%1).</source>
        <translation>Die Figuren standen %2 genauso, aber damals war ein En-passant-Schlag möglich: Das war eine andere Stellung (%1).</translation>
    </message>
    <message>
        <source>The pieces stood the same %2, but then the castling rights were different: that was another position (%1).</source>
        <translation>Die Figuren standen %2 genauso, aber damals waren die Rochaderechte anders: Das war eine andere Stellung (%1).</translation>
    </message>
    <message>
        <source>The game ended by itself: %1.</source>
        <translation>Die Partie endete von selbst: %1.</translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s): %2 (%1).</source>
        <translation>
            <numerusform>Diese Stellung stand %n-mal auf dem Brett: %2 (%1).</numerusform>
            <numerusform>Diese Stellung stand %n-mal auf dem Brett: %2 (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 half-moves have been played without a capture or a pawn move (%1).</source>
        <translation>%2 Halbzüge wurden ohne Schlagen und ohne Bauernzug gespielt (%1).</translation>
    </message>
    <message>
        <source>After %3, written and not played, the position would stand for the third time or the fifty moves would be complete (%1, %2).</source>
        <translation>Nach %3, aufgeschrieben und nicht ausgeführt, stünde die Stellung zum dritten Mal auf dem Brett oder die fünfzig Züge wären voll (%1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s), and %3 half-moves have passed without a capture or a pawn move: neither count is complete, and no move completes one (%1, %2).</source>
        <translation>
            <numerusform>Diese Stellung ist %n-mal aufgetreten, und %3 Halbzüge ohne Schlagen und ohne Bauernzug wurden gespielt: Keine der beiden Zählungen ist erreicht, und kein Zug würde eine erreichen (%1, %2).</numerusform>
            <numerusform>Diese Stellung ist %n-mal aufgetreten, und %3 Halbzüge ohne Schlagen und ohne Bauernzug wurden gespielt: Keine der beiden Zählungen ist erreicht, und kein Zug würde eine erreichen (%1, %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 is to move in the one, %3 in the other (%1).</source>
        <translation>In der einen ist %2 am Zug, in der anderen %3 (%1).</translation>
    </message>
    <message>
        <source>The pieces differ on %2 (%1).</source>
        <translation>Die Figuren unterscheiden sich auf %2 (%1).</translation>
    </message>
    <message>
        <source>The castling rights differ: %2 in the one, %3 in the other (%1).</source>
        <translation>Die Rochaderechte unterscheiden sich: %2 in der einen, %3 in der anderen (%1).</translation>
    </message>
    <message>
        <source>An en passant capture on %2 is possible in one position and not in the other (%1).</source>
        <translation>Ein En-passant-Schlag auf %2 ist in der einen Stellung möglich, in der anderen nicht (%1).</translation>
    </message>
    <message>
        <source>The same player is to move, the pieces stand on the same squares, and the castling rights and en passant captures are the same (%1).</source>
        <translation>Derselbe Spieler ist am Zug, die Figuren stehen auf denselben Feldern, und Rochaderechte und En-passant-Schläge sind gleich (%1).</translation>
    </message>
    <message>
        <source>%2 could still checkmate with the help of bad moves, for example %3 (%1).</source>
        <translation>%2 könnte mit Hilfe schlechter Züge noch mattsetzen, zum Beispiel %3 (%1).</translation>
    </message>
    <message>
        <source>Under US Chess rule %1, %2&apos;s material is not enough to win on time.</source>
        <translation>Nach der US-Chess-Regel %1 reicht das Material von %2 nicht, um auf Zeit zu gewinnen.</translation>
    </message>
    <message>
        <source>%2 cannot checkmate by any series of legal moves (%1).</source>
        <translation>%2 kann mit keiner Folge regelgemäßer Züge mattsetzen (%1).</translation>
    </message>
    <message>
        <source>After %2, 100 half-moves would have passed without a capture or a pawn move (%1).</source>
        <translation>Nach %2 wären 100 Halbzüge ohne Schlagen und ohne Bauernzug gespielt (%1).</translation>
    </message>
    <message>
        <source>After %2 the position would stand for the third time: %3 (%1).</source>
        <translation>Nach %2 stünde die Stellung zum dritten Mal auf dem Brett: %3 (%1).</translation>
    </message>
    <message>
        <source>%2 is a capture or a pawn move: it starts the fifty-move count again (%1).</source>
        <translation>%2 ist ein Schlagzug oder Bauernzug: Die Fünfzig-Züge-Zählung beginnt von vorn (%1).</translation>
    </message>
    <message numerus="yes">
        <source>After %2 the position would stand only %n time(s) (%1).</source>
        <translation>
            <numerusform>Nach %2 stünde die Stellung nur %n-mal auf dem Brett (%1).</numerusform>
            <numerusform>Nach %2 stünde die Stellung nur %n-mal auf dem Brett (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>After %2 only %3 half-moves would have passed without a capture or a pawn move; 100 are needed (%1).</source>
        <translation>Nach %2 wären erst %3 Halbzüge ohne Schlagen und ohne Bauernzug gespielt; 100 sind nötig (%1).</translation>
    </message>
    <message>
        <source>%2 offered; the offer stands until %3 accepts it, declines it or moves (%1).</source>
        <translation>%2 hat angeboten; das Angebot gilt, bis %3 es annimmt, ablehnt oder zieht (%1).</translation>
    </message>
    <message>
        <source>Not both players have made a move yet: no draw by agreement (%1).</source>
        <translation>Noch haben nicht beide Spieler gezogen: kein Remis durch Vereinbarung (%1).</translation>
    </message>
    <message>
        <source>The claim is correct: the game is drawn, and nothing is left to accept (%1).</source>
        <translation>Die Reklamation ist berechtigt: Die Partie ist remis, es bleibt nichts anzunehmen (%1).</translation>
    </message>
    <message>
        <source>The claim is incorrect, and an incorrect claim is a draw offer by %2 (%1).</source>
        <translation>Die Reklamation ist unberechtigt, und eine unberechtigte Reklamation ist ein Remisangebot von %2 (%1).</translation>
    </message>
    <message>
        <source>No move makes the position stand for the third time or completes 100 half-moves (%1, %2).</source>
        <translation>Kein Zug bringt die Stellung zum dritten Mal aufs Brett oder macht 100 Halbzüge voll (%1, %2).</translation>
    </message>
    <message>
        <source>The halfmove clock stands at %2; the count is complete at 100 (%1).</source>
        <translation>Der Halbzugzähler steht auf %2; die Zählung ist bei 100 voll (%1).</translation>
    </message>
    <message>
        <source>The claim rests on %4, written and not played: it counts as the next move (%1, %2), and a move made loses the claim (%3).</source>
        <translation>Die Reklamation beruht auf %4, aufgeschrieben und nicht ausgeführt: Er zählt als nächster Zug (%1, %2), und ein ausgeführter Zug kostet das Recht zu reklamieren (%3).</translation>
    </message>
    <message>
        <source>The position needed is on the board now: nothing is written or played (%1, %2).</source>
        <translation>Die nötige Stellung steht jetzt auf dem Brett: Nichts wird aufgeschrieben oder gezogen (%1, %2).</translation>
    </message>
    <message>
        <source>Compare who is to move, the marked squares, who may still castle, and whether an en passant capture is possible in each.</source>
        <translation>Vergleichen Sie, wer am Zug ist, die markierten Felder, wer noch rochieren darf und ob in einer der Stellungen ein En-passant-Schlag möglich ist.</translation>
    </message>
    <message>
        <source>Look at what %1 has left, and at whether %2&apos;s own pieces could help build a mate.</source>
        <translation>Sehen Sie, was %1 noch hat und ob die eigenen Figuren von %2 bei einem Matt helfen könnten.</translation>
    </message>
    <message>
        <source>The last capture or pawn move was %1.</source>
        <translation>Der letzte Schlag- oder Bauernzug war %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move was played since the start; the set-up position&apos;s halfmove clock was %1.</source>
        <translation>Seit dem Anfang wurde weder geschlagen noch ein Bauer gezogen; der Halbzugzähler der Ausgangsstellung war %1.</translation>
    </message>
    <message>
        <source>%1 offered. Count the moves each player has made so far.</source>
        <translation>%1 hat angeboten. Zählen Sie die Züge, die jeder Spieler bisher gemacht hat.</translation>
    </message>
    <message>
        <source>After %1 no earlier position would have these pieces on these squares with the same player to move.</source>
        <translation>Nach %1 hätte keine frühere Stellung diese Figuren auf diesen Feldern mit demselben Spieler am Zug.</translation>
    </message>
    <message>
        <source>No earlier position had these pieces on these squares with the same player to move.</source>
        <translation>Keine frühere Stellung hatte diese Figuren auf diesen Feldern mit demselben Spieler am Zug.</translation>
    </message>
    <message>
        <source>After %1 the pieces would stand as %2 (● under the board).</source>
        <translation>Nach %1 stünden die Figuren wie %2 (● unter dem Brett).</translation>
    </message>
    <message>
        <source>The pieces stood as now %1 (● under the board).</source>
        <translation>Die Figuren standen wie jetzt %1 (● unter dem Brett).</translation>
    </message>
    <message>
        <source>The player who resigns cannot win the game (%1).</source>
        <translation>Wer aufgibt, kann die Partie nicht gewinnen (%1).</translation>
    </message>
    <message>
        <source>The opponent cannot checkmate by any series of legal moves, so the resignation gives a draw, not a win.</source>
        <translation>Der Gegner kann mit keiner Folge regelgemäßer Züge mattsetzen, daher ergibt die Aufgabe ein Remis, keinen Sieg.</translation>
    </message>
    <message>
        <source>A resignation loses when the opponent could checkmate by some series of legal moves, even only with the resigning player&apos;s help (%1).</source>
        <translation>Eine Aufgabe verliert, wenn der Gegner mit irgendeiner Folge regelgemäßer Züge mattsetzen könnte, auch nur mit Hilfe des Aufgebenden (%1).</translation>
    </message>
    <message>
        <source>A side can still mate when some series of legal moves ends in its checkmate, even one the other side must help with.</source>
        <translation>Eine Seite kann noch mattsetzen, wenn irgendeine Folge regelgemäßer Züge in ihrem Matt endet, auch eine, bei der die andere Seite mithelfen muss.</translation>
    </message>
    <message>
        <source>No series of legal moves ends in a checkmate by that side, not even with the other side&apos;s help.</source>
        <translation>Keine Folge regelgemäßer Züge endet in einem Matt durch diese Seite, nicht einmal mit Hilfe der anderen Seite.</translation>
    </message>
    <message>
        <source>The last move ended the game by itself; nobody needs to claim (%1).</source>
        <translation>Der letzte Zug hat die Partie von selbst beendet; niemand muss reklamieren (%1).</translation>
    </message>
    <message>
        <source>Checkmate ends the game at once and comes before every other ending (%1, %2).</source>
        <translation>Matt beendet die Partie sofort und geht jedem anderen Ende vor (%1, %2).</translation>
    </message>
    <message>
        <source>Check that ending&apos;s condition on the board again: it does not hold here.</source>
        <translation>Prüfen Sie die Bedingung dieses Endes noch einmal auf dem Brett: Sie ist hier nicht erfüllt.</translation>
    </message>
    <message>
        <source>This is the player&apos;s first illegal move: the position is reinstated and the opponent gets two minutes; only a second one loses (%1, %2).</source>
        <translation>Das ist der erste regelwidrige Zug des Spielers: Die Stellung wird wiederhergestellt und der Gegner erhält zwei Minuten; erst ein zweiter verliert (%1, %2).</translation>
    </message>
    <message>
        <source>This is the player&apos;s second illegal move in the game: it loses (%1).</source>
        <translation>Das ist der zweite regelwidrige Zug des Spielers in dieser Partie: Er verliert (%1).</translation>
    </message>
    <message>
        <source>The game is rapid or blitz: Appendix %1 applies, not %2 alone.</source>
        <translation>Die Partie ist Schnell- oder Blitzschach: Anhang %1 gilt, nicht %2 allein.</translation>
    </message>
    <message>
        <source>The game is standard play: Article %1 applies; %2 is for rapid and blitz.</source>
        <translation>Die Partie ist eine Turnierpartie mit langer Bedenkzeit: Artikel %1 gilt; %2 ist für Schnell- und Blitzschach.</translation>
    </message>
    <message>
        <source>Read %1: can the opponent checkmate by any series of legal moves?</source>
        <comment>resignation</comment>
        <translation>Lesen Sie %1: Kann der Gegner mit irgendeiner Folge regelgemäßer Züge mattsetzen?</translation>
    </message>
    <message>
        <source>Read %1, %2, %3 and %4: which of them ends the game without a claim, and which comes first?</source>
        <translation>Lesen Sie %1, %2, %3 und %4: Welche Regel beendet die Partie ohne Reklamation, und welche geht vor?</translation>
    </message>
    <message>
        <source>Read %1 and Appendix %2: which kind of play is this, and how many illegal moves has this player made?</source>
        <translation>Lesen Sie %1 und Anhang %2: Welche Spielart ist das, und wie viele regelwidrige Züge hat dieser Spieler gemacht?</translation>
    </message>
    <message>
        <source>Read %1 and %2: any series of legal moves counts, the opponent&apos;s help too.</source>
        <translation>Lesen Sie %1 und %2: Jede Folge regelgemäßer Züge zählt, auch mit Hilfe des Gegners.</translation>
    </message>
    <message>
        <source>%1 could checkmate, for example %2.</source>
        <translation>%1 könnte mattsetzen, zum Beispiel %2.</translation>
    </message>
    <message>
        <source>%1 cannot checkmate by any series of legal moves: %2.</source>
        <translation>%1 kann mit keiner Folge regelgemäßer Züge mattsetzen: %2.</translation>
    </message>
    <message>
        <source>%2 could still checkmate, for example %3, so the resignation loses (%1).</source>
        <translation>%2 könnte noch mattsetzen, zum Beispiel %3, daher verliert die Aufgabe (%1).</translation>
    </message>
    <message>
        <source>%2 cannot checkmate by any series of legal moves (%3), so the resignation gives a draw (%1).</source>
        <translation>%2 kann mit keiner Folge regelgemäßer Züge mattsetzen (%3), daher ergibt die Aufgabe ein Remis (%1).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The time control makes this rapid or blitz: Appendix A applies (%1).</source>
        <translation>Die Bedenkzeit macht dies zu Schnell- oder Blitzschach: Anhang A gilt (%1).</translation>
    </message>
    <message>
        <source>Standard play, and the player&apos;s first illegal move: the position before it is reinstated (%1) and the opponent gets two minutes (%2).</source>
        <translation>Lange Bedenkzeit, und der erste regelwidrige Zug des Spielers: Die Stellung davor wird wiederhergestellt (%1) und der Gegner erhält zwei Minuten (%2).</translation>
    </message>
    <message>
        <source>Standard play, and the player&apos;s second illegal move: %2 (%1).</source>
        <translation>Lange Bedenkzeit, und der zweite regelwidrige Zug des Spielers: %2 (%1).</translation>
    </message>
    <message>
        <source>A side that cannot mate in any way cannot win on time (%1); if neither side can, the position is dead (%2).</source>
        <translation>Eine Seite, die auf keine Weise mattsetzen kann, gewinnt nicht durch Zeitüberschreitung (%1); kann keine Seite es, ist die Stellung tot (%2).</translation>
    </message>
    <message>
        <source>The halfmove clock is %1; occurrences of this position so far: %2. Does the side to move have a legal move, and is it in check?</source>
        <translation>Der Halbzugzähler steht bei %1; bisherige Vorkommen dieser Stellung: %2. Hat die Seite am Zug einen regelgemäßen Zug, und steht sie im Schach?</translation>
    </message>
    <message>
        <source>standard play</source>
        <translation>lange Bedenkzeit</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>Schnellschach</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>Blitzschach</translation>
    </message>
    <message>
        <source>The time control: %1. Illegal moves by this player so far, this one included: %2.</source>
        <translation>Die Bedenkzeit: %1. Regelwidrige Züge dieses Spielers bisher, diesen mitgezählt: %2.</translation>
    </message>
    <message>
        <source>Look at each side&apos;s men, at locked pawns, and at whether the other side&apos;s men could block its own king.</source>
        <translation>Achten Sie auf die Steine jeder Seite, auf blockierte Bauern und darauf, ob die Steine der einen Seite ihren eigenen König verstellen könnten.</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>Over by itself?</source>
        <translation>Von selbst beendet?</translation>
    </message>
    <message>
        <source>An illegal move</source>
        <translation>Ein regelwidriger Zug</translation>
    </message>
    <message>
        <source>Who can still mate?</source>
        <translation>Wer kann noch mattsetzen?</translation>
    </message>
    <message>
        <source>%1 resigns in this position. What is the result?</source>
        <translation>%1 gibt in dieser Stellung auf. Wie lautet das Ergebnis?</translation>
    </message>
    <message>
        <source>Is the game over by itself in this position, and if so, how?</source>
        <translation>Ist die Partie in dieser Stellung von selbst beendet, und wenn ja, wie?</translation>
    </message>
    <message>
        <source>After the last move, is the game over by itself, and if so, how?</source>
        <translation>Ist die Partie nach dem letzten Zug von selbst beendet, und wenn ja, wie?</translation>
    </message>
    <message>
        <source>Which player could still checkmate by some series of legal moves?</source>
        <translation>Welcher Spieler könnte mit irgendeiner Folge regelgemäßer Züge noch mattsetzen?</translation>
    </message>
    <message>
        <source>Both players</source>
        <translation>Beide Spieler</translation>
    </message>
    <message>
        <source>Neither: the position is dead (%1)</source>
        <translation>Keiner: Die Stellung ist tot (%1)</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>Die Partie geht weiter</translation>
    </message>
    <message>
        <source>Over: checkmate (%1)</source>
        <translation>Beendet: Matt (%1)</translation>
    </message>
    <message>
        <source>Over: stalemate (%1)</source>
        <translation>Beendet: Patt (%1)</translation>
    </message>
    <message>
        <source>Over: a dead position (%1)</source>
        <translation>Beendet: tote Stellung (%1)</translation>
    </message>
    <message>
        <source>Over: fivefold repetition (%1)</source>
        <translation>Beendet: fünfmalige Stellungswiederholung (%1)</translation>
    </message>
    <message>
        <source>Over: 75 moves (%1)</source>
        <translation>Beendet: 75 Züge (%1)</translation>
    </message>
    <message>
        <source>%1: the position before the illegal move is reinstated and play goes on; the opponent gets two more minutes (%2)</source>
        <translation>%1: Die Stellung vor dem regelwidrigen Zug wird wiederhergestellt und die Partie geht weiter; der Gegner erhält zwei Minuten mehr (%2)</translation>
    </message>
    <message>
        <source>%1: the player&apos;s second illegal move loses the game (a draw if the opponent cannot checkmate)</source>
        <translation>%1: Der zweite regelwidrige Zug des Spielers verliert die Partie (Remis, wenn der Gegner nicht mattsetzen kann)</translation>
    </message>
    <message>
        <source>%1: the rules for rapid and blitz apply</source>
        <translation>%1: Es gelten die Regeln für Schnell- und Blitzschach</translation>
    </message>
    <message>
        <source>Nothing ended the game by itself: no checkmate or stalemate, a checkmate is still possible, the position has not stood five times and 75 moves are not complete (%1, %2, %3).</source>
        <translation>Nichts hat die Partie von selbst beendet: kein Matt und kein Patt, ein Matt ist noch möglich, die Stellung stand nicht fünfmal und 75 Züge sind nicht voll (%1, %2, %3).</translation>
    </message>
    <message>
        <source>The last move broke the rules, and the player pressed the clock. The opponent has not moved yet. Time control: %1. By which article does the arbiter act?</source>
        <translation>Der letzte Zug war regelwidrig, und der Spieler hat die Uhr gedrückt. Der Gegner hat noch nicht gezogen. Bedenkzeit: %1. Nach welchem Artikel handelt der Schiedsrichter?</translation>
    </message>
    <message>
        <source>Is the position at the start the same as the position now, for Article %1? If not, why not?</source>
        <translation>Ist die Stellung am Anfang im Sinne von Artikel %1 dieselbe wie die Stellung jetzt? Wenn nicht, warum nicht?</translation>
    </message>
    <message>
        <source>Is the position %2 the same as the position now, for Article %1? If not, why not?</source>
        <translation>Ist die Stellung %2 im Sinne von Artikel %1 dieselbe wie die Stellung jetzt? Wenn nicht, warum nicht?</translation>
    </message>
    <message>
        <source>The game was drawn when this position arose: neither side can checkmate by any series of legal moves (%1), so the flag fall changes nothing.</source>
        <translation>Die Partie war remis, als diese Stellung entstand: Keine Seite kann mit irgendeiner Folge regelgemäßer Züge mattsetzen (%1), also ändert die Zeitüberschreitung nichts.</translation>
    </message>
    <message>
        <source>The play runs into stalemate: %1.</source>
        <translation>Das Abspiel endet im Patt: %1.</translation>
    </message>
    <message>
        <source>Under US Chess rules: %1</source>
        <translation>Nach den Regeln von US Chess: %1</translation>
    </message>
    <message>
        <source>In a casual game (a threefold repetition or fifty moves end it by themselves): %1</source>
        <translation>In einer freien Partie (dreimalige Wiederholung oder fünfzig Züge beenden sie von selbst): %1</translation>
    </message>
    <message>
        <source>the file holds no item (no PGN game)</source>
        <translation>die Datei enthält keine Frage (keine PGN-Partie)</translation>
    </message>
    <message>
        <source>unknown question &quot;%1&quot;</source>
        <translation>unbekannte Frageart „%1“</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot;</source>
        <translation>unbekanntes Regelwerk „%1“</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <extracomment>%1 a numbered move of the file (&quot;3...Nf6&quot;), %2 what is wrong with it.</extracomment>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Compare &quot;%1&quot; is not a ply before the last (0 to %2)</source>
        <translation>Compare „%1“ ist kein Halbzug vor dem letzten (0 bis %2)</translation>
    </message>
    <message>
        <source>a same-position question needs a Compare tag</source>
        <translation>eine Frage nach derselben Stellung braucht ein Compare-Tag</translation>
    </message>
    <message>
        <source>%1 must be White or Black, not &quot;%2&quot;</source>
        <extracomment>%1 the tag&apos;s name (Flagged, Resigned, OfferBy: kept in English, as in the file).</extracomment>
        <translation>%1 muss White oder Black sein, nicht „%2“</translation>
    </message>
    <message>
        <source>Claim must be threefold, fifty or any, not &quot;%1&quot;</source>
        <translation>Claim muss threefold, fifty oder any sein, nicht „%1“</translation>
    </message>
    <message>
        <source>the intended move &quot;%1&quot;: %2</source>
        <translation>der beabsichtigte Zug „%1“: %2</translation>
    </message>
    <message>
        <source>a written-claim question needs an Intended move</source>
        <translation>eine Frage zur schriftlichen Reklamation braucht einen Intended-Zug</translation>
    </message>
    <message>
        <source>an offer question needs OfferBy, or a Claim that is the offer</source>
        <translation>eine Frage zum Remisangebot braucht OfferBy oder ein Claim, das als Angebot gilt</translation>
    </message>
    <message>
        <source>the Answer &quot;%1&quot; cannot be read for a %2 question</source>
        <extracomment>%2 the question&apos;s id as the file writes it (claim, flag-fall, ...).</extracomment>
        <translation>die Antwort (Answer) „%1“ passt nicht zu einer Frage der Art %2</translation>
    </message>
    <message>
        <source>the file says &quot;%1&quot; but the arbiter rules &quot;%2&quot;</source>
        <translation>die Datei sagt „%1“, der Schiedsrichter entscheidet aber „%2“</translation>
    </message>
    <message>
        <source>a second item with this id</source>
        <translation>eine zweite Frage mit dieser ID</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>line %1, item %2: %3</source>
        <translation>Zeile %1, Frage %2: %3</translation>
    </message>
    <message>
        <source>Neither position has a castling right, so none can differ: the castling rights are the same (%1).</source>
        <translation>Keine der beiden Stellungen hat ein Rochaderecht, also kann sich keines unterscheiden: die Rochaderechte sind dieselben (%1).</translation>
    </message>
    <message>
        <source>After %2, written and not played, the position would stand for the third time (%1).</source>
        <translation>Nach %2, aufgeschrieben und nicht ausgeführt, stünde die Stellung zum dritten Mal auf dem Brett (%1).</translation>
    </message>
    <message>
        <source>After %2, written and not played, the fifty moves would be complete (%1).</source>
        <translation>Nach %2, aufgeschrieben und nicht ausgeführt, wären die fünfzig Züge voll (%1).</translation>
    </message>
    <message>
        <source>checkmate</source>
        <extracomment>An ending as the lesson check names it; translate as the ending&apos;s name (&quot;fünfmalige Stellungswiederholung&quot;). The same for the ids below.</extracomment>
        <translation>Matt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>dead_position</source>
        <translation>tote Stellung</translation>
    </message>
    <message>
        <source>seventyfive_moves</source>
        <translation>75-Züge-Regel</translation>
    </message>
    <message>
        <source>fivefold_repetition</source>
        <translation>fünfmalige Stellungswiederholung</translation>
    </message>
    <message>
        <source>threefold_repetition</source>
        <translation>dreimalige Stellungswiederholung</translation>
    </message>
    <message>
        <source>fifty_moves</source>
        <translation>50-Züge-Regel</translation>
    </message>
    <message>
        <source>the game was already over (%1, %2) before move %3 of the item</source>
        <extracomment>%1 the ending, %2 its rule (&quot;FIDE 9.6.1&quot;), %3 the move&apos;s index in the item.</extracomment>
        <translation>die Partie war schon vor Zug %3 der Frage beendet (%1, %2)</translation>
    </message>
    <message>
        <source>only the clock of the player to move runs: Flagged must be the side to move</source>
        <translation>nur die Uhr des Spielers am Zug läuft: Flagged muss die Seite am Zug sein</translation>
    </message>
    <message>
        <source>a flag fall after the end of the game changes nothing</source>
        <translation>eine Zeitüberschreitung nach dem Ende der Partie ändert nichts</translation>
    </message>
    <message>
        <source>the claim with %1 would be incorrect: a procedure question needs a correct claim</source>
        <translation>die Reklamation mit %1 wäre unberechtigt: eine Frage zum Vorgehen braucht eine berechtigte Reklamation</translation>
    </message>
    <message>
        <source>no claim is possible on the board: give an Intended move</source>
        <translation>auf dem Brett ist keine Reklamation möglich: geben Sie einen Intended-Zug an</translation>
    </message>
    <message>
        <source>the claim cannot be made here (the game is over or the move is illegal)</source>
        <translation>die Reklamation ist hier nicht möglich (die Partie ist beendet oder der Zug ist regelwidrig)</translation>
    </message>
    <message>
        <source>the claim&apos;s move is illegal</source>
        <translation>der Zug der Reklamation ist regelwidrig</translation>
    </message>
    <message>
        <source>the game is over: no claim is left to wait for</source>
        <translation>die Partie ist beendet: es bleibt keine Reklamation, auf die man warten könnte</translation>
    </message>
    <message>
        <source>a resignation after the end of the game changes nothing</source>
        <translation>eine Aufgabe nach dem Ende der Partie ändert nichts</translation>
    </message>
    <message>
        <source>the analysis cannot decide whether the opponent can checkmate</source>
        <translation>die Analyse kann nicht entscheiden, ob der Gegner mattsetzen kann</translation>
    </message>
    <message>
        <source>the position was dead %1 move(s) before the last: the game was over already</source>
        <translation>die Stellung war schon %1 Zug/Züge vor dem letzten tot: die Partie war bereits beendet</translation>
    </message>
    <message>
        <source>the last move of an illegal-move question must break the rules</source>
        <translation>der letzte Zug einer Frage zum regelwidrigen Zug muss gegen die Regeln verstoßen</translation>
    </message>
    <message>
        <source>the position is checkmate: ask who won, not who could mate</source>
        <translation>die Stellung ist matt: fragen Sie, wer gewonnen hat, nicht wer mattsetzen könnte</translation>
    </message>
    <message>
        <source>the analysis cannot decide whether each side can checkmate</source>
        <translation>die Analyse kann nicht entscheiden, ob jede Seite mattsetzen kann</translation>
    </message>
    <message>
        <source>not a ruling question</source>
        <translation>keine Frage zu einer Schiedsrichterentscheidung</translation>
    </message>
</context>
<context>
    <name>remis::app::SetupTexts</name>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>White castling kingside (K)</source>
        <translation>Weiß kurze Rochade (K)</translation>
    </message>
    <message>
        <source>White castling queenside (Q)</source>
        <translation>Weiß lange Rochade (Q)</translation>
    </message>
    <message>
        <source>Black castling kingside (k)</source>
        <translation>Schwarz kurze Rochade (k)</translation>
    </message>
    <message>
        <source>Black castling queenside (q)</source>
        <translation>Schwarz lange Rochade (q)</translation>
    </message>
    <message>
        <source>%1&apos;s king is not on %2 and no %1 rook is on %3</source>
        <translation>der König von %1 steht nicht auf %2 und kein Turm von %1 auf %3</translation>
    </message>
    <message>
        <source>%1&apos;s king is not on %2</source>
        <translation>der König von %1 steht nicht auf %2</translation>
    </message>
    <message>
        <source>no %1 rook on %2</source>
        <translation>kein Turm von %1 auf %2</translation>
    </message>
    <message>
        <source>%1 is set, but %2.</source>
        <translation>%1 ist gesetzt, aber %2.</translation>
    </message>
    <message>
        <source>%1 has no king. Each side needs exactly one.</source>
        <translation>%1 hat keinen König. Jede Seite braucht genau einen.</translation>
    </message>
    <message>
        <source>%1 has %2 kings (%3). Each side needs exactly one.</source>
        <translation>%1 hat %2 Könige (%3). Jede Seite braucht genau einen.</translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation>Ein Bauer kann nicht auf der ersten oder letzten Reihe stehen: %1.</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; a side starts with 8 and never gains one.</source>
        <translation>%1 hat %2 Bauern; eine Seite beginnt mit 8 und bekommt nie einen dazu.</translation>
    </message>
    <message>
        <source>%1 has %2 pieces and pawns; a side has at most 16.</source>
        <translation>%1 hat %2 Figuren und Bauern; eine Seite hat höchstens 16.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s pieces need %n promotion(s) (a second queen, a third rook or knight, two bishops on squares of one colour), but with its pawns on the board it can have made at most %2.</source>
        <translation>
            <numerusform>Die Figuren von %1 erfordern %n Umwandlung (eine zweite Dame, ein dritter Turm oder Springer, zwei Läufer auf Feldern einer Farbe), aber mit den Bauern auf dem Brett können es höchstens %2 gewesen sein.</numerusform>
            <numerusform>Die Figuren von %1 erfordern %n Umwandlungen (eine zweite Dame, ein dritter Turm oder Springer, zwei Läufer auf Feldern einer Farbe), aber mit den Bauern auf dem Brett können es höchstens %2 gewesen sein.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>%1 to move, but %2&apos;s king on %3 is attacked by %4 (the side not to move cannot be in check).</source>
        <translation>%1 ist am Zug, aber der König von %2 auf %3 wird von %4 angegriffen (die Seite, die nicht am Zug ist, kann nicht im Schach stehen).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s king on %2 is in check from %n piece(s) (%3); no move gives more than a double check.</source>
        <translation>
            <numerusform>Der König von %1 auf %2 steht im Schach durch %n Figur (%3); kein Zug gibt mehr als ein Doppelschach.</numerusform>
            <numerusform>Der König von %1 auf %2 steht im Schach durch %n Figuren (%3); kein Zug gibt mehr als ein Doppelschach.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s king on %2 is in double check from %3, but no move could have given it: neither piece could have moved out of the other&apos;s line.</source>
        <translation>Der König von %1 auf %2 steht im Doppelschach durch %3, aber kein Zug kann es gegeben haben: Keine der beiden Figuren kann aus der Linie der anderen gezogen sein.</translation>
    </message>
    <message>
        <source>En passant on %1 is impossible with %2 to move (it must be on the %3 rank).</source>
        <translation>En passant auf %1 ist unmöglich, wenn %2 am Zug ist (das Feld muss auf der %3 Reihe liegen).</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6.</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.</translation>
    </message>
    <message>
        <source>En passant on %1 is impossible: %2 is not empty, so no pawn just crossed it.</source>
        <translation>En passant auf %1 ist unmöglich: %2 ist nicht leer, also hat kein Bauer es soeben überquert.</translation>
    </message>
    <message>
        <source>The en passant square means %1 just played %2–%3.</source>
        <translation>Das En-passant-Feld bedeutet, dass %1 soeben %2–%3 gespielt hat.</translation>
    </message>
    <message>
        <source>The pawn on %2 can take en passant now, so the square counts when positions are compared for repetition (FIDE %1).</source>
        <translation>Der Bauer auf %2 kann jetzt en passant schlagen, daher zählt das Feld beim Vergleich von Stellungen auf Wiederholung (FIDE %1).</translation>
    </message>
    <message>
        <source>The pawn on %2 cannot legally take en passant (its king would be in check), so this position is the same as without the square for repetition (FIDE %1).</source>
        <translation>Der Bauer auf %2 kann nicht regelgemäß en passant schlagen (sein König stünde im Schach), daher ist diese Stellung für die Wiederholung dieselbe wie ohne das Feld (FIDE %1).</translation>
    </message>
    <message>
        <source>No pawn can take on %2, so the square changes nothing: the position is the same as without it for repetition (FIDE %1).</source>
        <translation>Kein Bauer kann auf %2 schlagen, daher ändert das Feld nichts: Für die Stellungswiederholung ist die Stellung dieselbe wie ohne dieses Feld (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>The halfmove clock is %1, but at this move number only %n ply(s) can have been played.</source>
        <translation>
            <numerusform>Der Halbzugzähler steht auf %1, aber bei dieser Zugnummer kann erst %n Halbzug gespielt worden sein.</numerusform>
            <numerusform>Der Halbzugzähler steht auf %1, aber bei dieser Zugnummer können erst %n Halbzüge gespielt worden sein.</numerusform>
        </translation>
    </message>
    <message>
        <source>An en passant square is set, so the last move was a pawn move, which resets the halfmove clock: it should be 0, not %1.</source>
        <translation>Ein En-passant-Feld ist gesetzt, also war der letzte Zug ein Bauernzug, der den Halbzugzähler zurücksetzt: Er sollte 0 sein, nicht %1.</translation>
    </message>
    <message>
        <source>The halfmove clock is %2 (at least 100): the player to move can claim a draw under the fifty-move rule (FIDE %1).</source>
        <translation>Der Halbzugzähler steht auf %2 (mindestens 100): Der Spieler am Zug kann Remis nach der 50-Züge-Regel reklamieren (FIDE %1).</translation>
    </message>
    <message>
        <source>The halfmove clock is %2 (at least 150): the seventy-five-move rule has already ended the game as a draw (FIDE %1).</source>
        <translation>Der Halbzugzähler steht auf %2 (mindestens 150): Die 75-Züge-Regel hat die Partie bereits remis beendet (FIDE %1).</translation>
    </message>
    <message>
        <source>En passant on %1 needs a black pawn on %2 that has just moved two squares.</source>
        <translation>En passant auf %1 erfordert einen schwarzen Bauern auf %2, der soeben zwei Felder gezogen ist.</translation>
    </message>
    <message>
        <source>En passant on %1 needs a white pawn on %2 that has just moved two squares.</source>
        <translation>En passant auf %1 erfordert einen weißen Bauern auf %2, der soeben zwei Felder gezogen ist.</translation>
    </message>
</context>
<context>
    <name>remis::app::SpokenText</name>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>%1, and so on</source>
        <translation>%1 und so weiter</translation>
    </message>
    <message>
        <source>%1, until %2</source>
        <translation>%1, bis %2</translation>
    </message>
</context>
<context>
    <name>remis::app::SpokenTime</name>
    <message>
        <source>%1 seconds</source>
        <translation>%1 Sekunden</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n Stunde</numerusform>
            <numerusform>%n Stunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::WatchFiles</name>
    <message>
        <source>the folder cannot be read</source>
        <translation>der Ordner kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
</context>
<context>
    <name>remis::gui::Announcer</name>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 lehnt das Remisangebot ab.</translation>
    </message>
    <message>
        <source>%2 may claim a draw by threefold repetition (%1).</source>
        <translation>%2 darf Remis wegen dreimaliger Stellungswiederholung reklamieren (%1).</translation>
    </message>
    <message>
        <source>%2 may claim a draw by the fifty-move rule (%1).</source>
        <translation>%2 darf Remis nach der 50-Züge-Regel reklamieren (%1).</translation>
    </message>
    <message>
        <source>%2 declines the draw offer by moving (FIDE %1).</source>
        <translation>%2 lehnt das Remisangebot durch seinen Zug ab (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>one of %n moves, such as %1</source>
        <translation>
            <numerusform>einen von %n Zügen, etwa %1</numerusform>
            <numerusform>einen von %n Zügen, etwa %1</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>A draw by threefold repetition may be claimed by writing %2, without playing it (%1).</source>
        <translation>Remis wegen dreimaliger Stellungswiederholung kann reklamiert werden, indem man einen Zug aufschreibt, ohne ihn auszuführen – %2 (%1).</translation>
    </message>
    <message>
        <source>A draw by the fifty-move rule may be claimed by writing %2, without playing it (%1).</source>
        <translation>Remis nach der 50-Züge-Regel kann reklamiert werden, indem man einen Zug aufschreibt, ohne ihn auszuführen – %2 (%1).</translation>
    </message>
</context>
<context>
    <name>remis::gui::AnswerPanel</name>
    <message>
        <source>Moves that make a correct claim</source>
        <translation>Züge für eine berechtigte Reklamation</translation>
    </message>
    <message>
        <source> half-moves</source>
        <translation> Halbzüge</translation>
    </message>
    <message>
        <source>Number of half-moves</source>
        <translation>Anzahl der Halbzüge</translation>
    </message>
    <message>
        <source>Tick the steps the player must take and drag them into order:</source>
        <translation>Haken Sie die nötigen Schritte an und ziehen Sie sie in die richtige Reihenfolge:</translation>
    </message>
    <message>
        <source>Steps, in order</source>
        <translation>Schritte, in Reihenfolge</translation>
    </message>
</context>
<context>
    <name>remis::gui::ArbiterPanel</name>
    <message>
        <source>start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>Seen: %1</source>
        <translation>Aufgetreten: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Threefold (%1):&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Dreimalige Stellungswiederholung (%1):&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fifty moves (%1):&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;50 Züge (%1):&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1: accept</source>
        <translation>%1: annehmen</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>%1: decline</source>
        <translation>%1: ablehnen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Fifty-move count: %1 of 100 plies, claim at 100</source>
        <translation>50-Züge-Zähler: %1 von 100 Halbzügen, Reklamation ab 100</translation>
    </message>
    <message>
        <source>Seventy-five-move count: %1 of 150 plies, the game ends at 150</source>
        <translation>75-Züge-Zähler: %1 von 150 Halbzügen, bei 150 endet die Partie</translation>
    </message>
    <message>
        <source>Repetitions of this position: %1 of 3, claim at 3</source>
        <translation>Wiederholungen dieser Stellung: %1 von 3, Reklamation ab 3</translation>
    </message>
    <message>
        <source>Repetitions of this position: %1 of 5, the game ends at 5</source>
        <translation>Wiederholungen dieser Stellung: %1 von 5, bei 5 endet die Partie</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardAnnotations</name>
    <message>
        <source>Move %1, %2 to move</source>
        <translation>Zug %1, %2 am Zug</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardThemeMenu</name>
    <message>
        <source>Board &amp;Theme</source>
        <translation>Brettfa&amp;rben</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>That %1 cannot reach %2</source>
        <translation>Diese Figur (%1) kann %2 nicht erreichen</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>You are viewing an earlier position: press End to return to the game.</source>
        <translation>Sie sehen eine frühere Stellung: Ende führt zurück zur Partie.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>That %1 has no legal move.</source>
        <translation>%1: kein regelgemäßer Zug.</translation>
    </message>
    <message>
        <source>Enter or Space starts the keyboard cursor, the arrow keys move it, Enter picks a piece up and puts it down, Escape cancels.</source>
        <translation>Eingabe oder Leertaste startet den Tastaturcursor, die Pfeiltasten bewegen ihn, Eingabe nimmt eine Figur auf und setzt sie ab, Escape bricht ab.</translation>
    </message>
    <message>
        <source>Put the %1 down on %2.</source>
        <translation>%1 auf %2 wieder abgesetzt.</translation>
    </message>
    <message>
        <source>Picked up the %1 on %2; it can go to %3.</source>
        <translation>%1 auf %2 aufgenommen; mögliche Zielfelder: %3.</translation>
    </message>
    <message>
        <source>Put the %1 back on %2.</source>
        <translation>%1 zurück auf %2 gestellt.</translation>
    </message>
</context>
<context>
    <name>remis::gui::ClockAccessible</name>
    <message>
        <source>%1&apos;s clock</source>
        <translation>Uhr von %1</translation>
    </message>
    <message>
        <source>%1&apos;s clock (%2)</source>
        <translation>Uhr von %1 (%2)</translation>
    </message>
    <message>
        <source>%1: untimed</source>
        <translation>%1: ohne Zeitmessung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, flag fallen</source>
        <translation>%1, Zeit überschritten</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1, am Zug</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, paused</source>
        <translation>%1, angehalten</translation>
    </message>
</context>
<context>
    <name>remis::gui::ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>flag fallen</source>
        <translation>Zeit überschritten</translation>
    </message>
    <message>
        <source>starts with the first move</source>
        <translation>startet mit dem ersten Zug</translation>
    </message>
    <message>
        <source>starts with the next move</source>
        <translation>startet mit dem nächsten Zug</translation>
    </message>
</context>
<context>
    <name>remis::gui::CommandLine</name>
    <message>
        <source>Remis: a chess board with a FIDE arbiter.</source>
        <translation>Remis: ein Schachbrett mit einem FIDE-Schiedsrichter.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Mit der Stellung FEN beginnen.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Play these moves (SAN or UCI) after loading.</source>
        <translation>Nach dem Laden diese Züge (SAN oder UCI) ausführen.</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>ZÜGE</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Load a demonstration by its id.</source>
        <translation>Eine Vorführung über ihre Kennung laden.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>KENNUNG</translation>
    </message>
    <message>
        <source>RULES</source>
        <translation>REGELN</translation>
    </message>
    <message>
        <source>Time control in seconds, e.g. 300+3, 5400+30, 40/5400+30:1800+30, or - for none.</source>
        <translation>Bedenkzeit in Sekunden, z. B. 300+3, 5400+30, 40/5400+30:1800+30, oder - für keine.</translation>
    </message>
    <message>
        <source>TC</source>
        <translation>BZ</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett von der Seite von Schwarz zeigen.</translation>
    </message>
    <message>
        <source>Resume the autosaved game without asking.</source>
        <translation>Die automatisch gespeicherte Partie ohne Rückfrage fortsetzen.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved game.</source>
        <translation>Nicht anbieten, die automatisch gespeicherte Partie fortzusetzen.</translation>
    </message>
    <message>
        <source>Print the FEN of the position and exit.</source>
        <translation>Die FEN der Stellung ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Save a picture of the window and exit.</source>
        <translation>Ein Bild des Fensters speichern und beenden.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>DATEI.png</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Fenstergröße für --screenshot (Vorgabe 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>A PGN file, a FEN file or a FEN to open.</source>
        <translation>Eine PGN-Datei, eine FEN-Datei oder eine FEN zum Öffnen.</translation>
    </message>
    <message>
        <source>[FILE|FEN]</source>
        <translation>[DATEI|FEN]</translation>
    </message>
    <message>
        <source>give either a file or one of --fen, --pgn and --demo, not both</source>
        <translation>entweder eine Datei angeben oder eine der Optionen --fen, --pgn und --demo, nicht beides</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>%1 kann nicht geöffnet werden: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>--rules must be fide, uscf or casual, not &quot;%1&quot;</source>
        <translation>--rules muss fide, uscf oder casual sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--time: %1</source>
        <translation>--time: %1</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation>--size muss BREITExHÖHE sein, z. B. 1280x800</translation>
    </message>
    <message>
        <source>use only one of --fen, --pgn and --demo</source>
        <translation>nur eine der Optionen --fen, --pgn und --demo verwenden</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>ANSICHT</translation>
    </message>
    <message>
        <source>Open a view: editor (the position editor, with --fen even an illegal one) or school (the rules school).</source>
        <translation>Eine Ansicht öffnen: editor (der Stellungseditor, mit --fen auch für eine regelwidrige Stellung) oder school (die Regelschule).</translation>
    </message>
    <message>
        <source>--view must be editor or school, not &quot;%1&quot;</source>
        <translation>--view muss editor oder school sein, nicht „%1“</translation>
    </message>
    <message>
        <source>Open a PGN file as Game &gt; Open PGN does: one game at once, a list of the games to choose from for several (the first game with --print-fen or --screenshot).</source>
        <translation>Eine PGN-Datei öffnen wie Partie &gt; PGN öffnen: eine einzelne Partie sofort, bei mehreren eine Liste der Partien zur Auswahl (mit --print-fen oder --screenshot die erste Partie).</translation>
    </message>
    <message>
        <source>Rule set: fide, uscf or casual (a demonstration always follows FIDE).</source>
        <translation>Regelwerk: fide, uscf oder casual (eine Vorführung folgt immer FIDE).</translation>
    </message>
</context>
<context>
    <name>remis::gui::DiagramActions</name>
    <message>
        <source>&amp;Export Diagram...</source>
        <translation>Diagramm &amp;exportieren …</translation>
    </message>
    <message>
        <source>Save the position shown, with its arrows and marks, as SVG, PNG or PDF</source>
        <translation>Die gezeigte Stellung mit ihren Pfeilen und Markierungen als SVG, PNG oder PDF speichern</translation>
    </message>
    <message>
        <source>&amp;Copy Diagram</source>
        <translation>Diagramm &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the position shown as PNG and SVG</source>
        <translation>Die gezeigte Stellung als PNG und SVG kopieren</translation>
    </message>
    <message>
        <source>C&amp;lear Arrows and Marks</source>
        <translation>Pfeile und Markierungen &amp;löschen</translation>
    </message>
    <message>
        <source>Arrows and marks are drawn with the right mouse button: drag or click</source>
        <translation>Pfeile und Markierungen zeichnet man mit der rechten Maustaste: ziehen oder klicken</translation>
    </message>
    <message>
        <source>&amp;Add Position to Worksheet</source>
        <translation>Stellung zum &amp;Arbeitsblatt hinzufügen</translation>
    </message>
    <message>
        <source>Add the position shown, with the arbiter&apos;s answer for the key</source>
        <translation>Die gezeigte Stellung hinzufügen, mit der Antwort des Schiedsrichters für den Lösungsschlüssel</translation>
    </message>
    <message>
        <source>&amp;Repetition Strip...</source>
        <translation>&amp;Wiederholungsleiste …</translation>
    </message>
    <message>
        <source>Every occurrence of the position shown, with ply and halfmove clock</source>
        <translation>Jedes Auftreten der gezeigten Stellung, mit Halbzug und Halbzugzähler</translation>
    </message>
    <message>
        <source>&amp;Worksheet...</source>
        <translation>Arbeits&amp;blatt …</translation>
    </message>
    <message>
        <source>Print or save the worksheet as PDF</source>
        <translation>Das Arbeitsblatt drucken oder als PDF speichern</translation>
    </message>
    <message>
        <source>Diagram copied as PNG and SVG</source>
        <translation>Diagramm als PNG und SVG kopiert</translation>
    </message>
    <message numerus="yes">
        <source>Added to the worksheet (%n diagram(s))</source>
        <translation>
            <numerusform>Zum Arbeitsblatt hinzugefügt (%n Diagramm)</numerusform>
            <numerusform>Zum Arbeitsblatt hinzugefügt (%n Diagramme)</numerusform>
        </translation>
    </message>
    <message>
        <source>Can the player to move claim a draw now? If so, by which article?</source>
        <translation>Kann der Spieler am Zug jetzt Remis reklamieren? Wenn ja, nach welchem Artikel?</translation>
    </message>
    <message>
        <source>D&amp;iagram</source>
        <translation>D&amp;iagramm</translation>
    </message>
</context>
<context>
    <name>remis::gui::DiagramDialog</name>
    <message>
        <source>&amp;Flip (Black at the bottom)</source>
        <translation>&amp;Drehen (Schwarz unten)</translation>
    </message>
    <message>
        <source>Side-to-move &amp;marker</source>
        <translation>&amp;Markierung für die Seite am Zug</translation>
    </message>
    <message>
        <source>&amp;Black and white (for printing)</source>
        <translation>&amp;Schwarz-weiß (zum Drucken)</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Diagramm exportieren</translation>
    </message>
    <message>
        <source>Outside the board</source>
        <translation>Außerhalb des Bretts</translation>
    </message>
    <message>
        <source>Inside the board</source>
        <translation>Innerhalb des Bretts</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Coordinates:</source>
        <translation>&amp;Koordinaten:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>&amp;Bildunterschrift:</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>PNG-B&amp;reite:</translation>
    </message>
    <message>
        <source>Arrows and marks are those drawn on the board with the right mouse button (drag for an arrow, click for a mark).</source>
        <translation>Pfeile und Markierungen sind die, die mit der rechten Maustaste auf das Brett gezeichnet wurden (ziehen für einen Pfeil, klicken für eine Markierung).</translation>
    </message>
    <message>
        <source>&amp;Save As...</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Ko&amp;pieren</translation>
    </message>
    <message>
        <source>Copy as PNG and SVG</source>
        <translation>Als PNG und SVG kopieren</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>SVG-Bild (*.svg);;PNG-Bild (*.png);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>The diagram was not saved to %1: %2</source>
        <translation>Das Diagramm wurde nicht in %1 gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>remis::gui::DisplayModes</name>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Vo&amp;llbild</translation>
    </message>
    <message>
        <source>Side &amp;Panels</source>
        <translation>Sei&amp;tenbereiche</translation>
    </message>
    <message>
        <source>Board &amp;Follows the Side to Move</source>
        <translation>Brett &amp;folgt der Seite am Zug</translation>
    </message>
    <message>
        <source>Show or hide the move list, the help and the arbiter panel</source>
        <translation>Zugliste, Hilfe und Schiedsrichterbereich zeigen oder ausblenden</translation>
    </message>
    <message>
        <source>Turn the board after every move, for two players sharing one screen</source>
        <translation>Das Brett nach jedem Zug drehen, für zwei Spieler an einem Bildschirm</translation>
    </message>
</context>
<context>
    <name>remis::gui::EditorBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Brett im Aufbau</translation>
    </message>
    <message>
        <source>%1 Cursor: %2</source>
        <translation>%1 Cursor: %2</translation>
    </message>
    <message>
        <source>Arrows move the cursor; the letters %1 place white pieces, %2 black ones; Delete empties the square.</source>
        <translation>Die Pfeiltasten bewegen den Cursor; die Buchstaben %1 setzen weiße Figuren, %2 schwarze; Entf leert das Feld.</translation>
    </message>
</context>
<context>
    <name>remis::gui::FenDialog</name>
    <message>
        <source>Type or paste a FEN to see the position.</source>
        <translation>Eine FEN eingeben oder einfügen, um die Stellung zu sehen.</translation>
    </message>
    <message>
        <source>The preview shows the last valid position.</source>
        <translation>Die Vorschau zeigt die letzte gültige Stellung.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move
Move %2
Halfmove clock: %n ply(s)</source>
        <translation>
            <numerusform>%1 am Zug
Zug %2
Halbzugzähler: %n Halbzug</numerusform>
            <numerusform>%1 am Zug
Zug %2
Halbzugzähler: %n Halbzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
</context>
<context>
    <name>remis::gui::GameChooser</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Partie wählen — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 von %2 Partien</translation>
    </message>
    <message>
        <source>Game number, or filter by player, event, date or result</source>
        <translation>Partienummer eingeben oder nach Spieler, Turnier, Datum oder Ergebnis filtern</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>Games with events</source>
        <translation>Partien mit Ereignissen</translation>
    </message>
    <message>
        <source>Results against the rules</source>
        <translation>Ergebnisse gegen die Regeln</translation>
    </message>
    <message>
        <source>Games with errors</source>
        <translation>Partien mit Fehlern</translation>
    </message>
    <message>
        <source>The selected game&apos;s events: open one to see the game at that ply</source>
        <translation>Die Ereignisse der gewählten Partie: Öffnen Sie eines, um die Partie bei diesem Halbzug zu sehen</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>Auditing the games: %1 of %2…</source>
        <translation>Die Partien werden geprüft: %1 von %2…</translation>
    </message>
    <message numerus="yes">
        <source>Audit done: %n game(s) in %1 s</source>
        <translation>
            <numerusform>Prüfung fertig: %n Partie in %1 s</numerusform>
            <numerusform>Prüfung fertig: %n Partien in %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: not audited yet</source>
        <translation>Partie %1: noch nicht geprüft</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>Game %1: no claims, no automatic ending, the result agrees</source>
        <translation>Partie %1: keine Reklamationen, kein automatisches Ende, das Ergebnis stimmt</translation>
    </message>
    <message>
        <source>Games with illegal moves</source>
        <translation>Partien mit regelwidrigen Zügen</translation>
    </message>
    <message>
        <source>Games with a flag fall</source>
        <translation>Partien mit Zeitüberschreitung</translation>
    </message>
    <message>
        <source>The rest of the file cannot be read: %1</source>
        <translation>Der Rest der Datei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading the file: %1 %…</source>
        <translation>Die Datei wird gelesen: %1 %…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) so far</source>
        <translation>
            <numerusform>bisher %n Partie</numerusform>
            <numerusform>bisher %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games so far</source>
        <translation>%1 von bisher %2 Partien</translation>
    </message>
</context>
<context>
    <name>remis::gui::GameDialogs</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Abandon the game in progress and start a new one?</source>
        <translation>Die laufende Partie abbrechen und eine neue beginnen?</translation>
    </message>
    <message>
        <source>Time control for the next game: %1</source>
        <translation>Bedenkzeit der nächsten Partie: %1</translation>
    </message>
    <message>
        <source>Who resigns? (FIDE %1)</source>
        <translation>Wer gibt auf? (FIDE %1)</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <translation>Partie fortsetzen</translation>
    </message>
    <message>
        <source>About Remis</source>
        <translation>Über Remis</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Remis %1&lt;/h3&gt;&lt;p&gt;A chess board with a built-in arbiter that applies the FIDE Laws of Chess (2023): claims, repetitions, the fifty- and 75-move rules, dead positions and flag falls, each explained in plain language.&lt;/p&gt;&lt;p&gt;For two players at one computer, chess teachers and arbiters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Remis %1&lt;/h3&gt;&lt;p&gt;Ein Schachbrett mit eingebautem Schiedsrichter, der die FIDE-Schachregeln (2023) anwendet: Reklamationen, Stellungswiederholungen, die 50- und die 75-Züge-Regel, tote Stellungen und Zeitüberschreitungen, jeweils in einfachen Worten erklärt.&lt;/p&gt;&lt;p&gt;Für zwei Spieler an einem Computer, für Schachlehrer und Schiedsrichter.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>eine neue Partie beginnen</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n Halbzug</numerusform>
            <numerusform>%n Halbzüge</numerusform>
        </translation>
    </message>
    <message>
        <source>Time Control for This Game</source>
        <translation>Bedenkzeit für diese Partie</translation>
    </message>
    <message>
        <source>Time Control for the Next Game</source>
        <translation>Bedenkzeit für die nächste Partie</translation>
    </message>
    <message>
        <source>Time control for this game: %1. The clock starts with the first move.</source>
        <translation>Bedenkzeit für diese Partie: %1. Die Uhr startet mit dem ersten Zug.</translation>
    </message>
    <message>
        <source>A game in progress was saved: %1 against %2, %3 (%4), saved %5.</source>
        <translation>Eine laufende Partie wurde gespeichert: %1 gegen %2, %3 (%4), gespeichert %5.</translation>
    </message>
    <message>
        <source>A finished game with changes not saved to a file was kept: %1 against %2, %3 (%4), saved %5. It ended: %6.</source>
        <translation>Eine beendete Partie mit Änderungen, die in keiner Datei gespeichert wurden, ist erhalten: %1 gegen %2, %3 (%4), gespeichert %5. Sie endete: %6.</translation>
    </message>
    <message>
        <source>It is game %1 of %2.</source>
        <translation>Es ist Partie %1 aus %2.</translation>
    </message>
    <message>
        <source>Resume it?</source>
        <translation>Fortsetzen?</translation>
    </message>
    <message>
        <source>Open it again?</source>
        <translation>Wieder öffnen?</translation>
    </message>
    <message>
        <source>Resume it instead of opening %1?</source>
        <translation>Diese Partie fortsetzen, statt %1 zu öffnen?</translation>
    </message>
    <message>
        <source>Open it instead of %1?</source>
        <translation>Diese Partie öffnen statt %1?</translation>
    </message>
    <message>
        <source>If you open %1, this game is kept at the end of %2.</source>
        <translation>Wenn Sie %1 öffnen, wird diese Partie am Ende von %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>&amp;Resume It</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Open It Again</source>
        <translation>&amp;Wieder öffnen</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
</context>
<context>
    <name>remis::gui::GameFiles</name>
    <message>
        <source>Remis</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Open PGN</source>
        <translation>PGN öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>PGN speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN kopiert: %1</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Partie als PGN kopiert</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>Einfügen nicht möglich: %1</translation>
    </message>
    <message>
        <source>Loaded the dropped text</source>
        <translation>Abgelegten Text geladen</translation>
    </message>
    <message>
        <source>The pasted position cannot be played: %1</source>
        <translation>Mit der eingefügten Stellung kann nicht gespielt werden: %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, Partie %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Save it before you %1?</source>
        <translation>Die Partie speichern, bevor Sie %1?</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>Opened game %1 of %2 in %3</source>
        <translation>Partie %1 von %2 in %3 geöffnet</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Speichern unter</translation>
    </message>
    <message numerus="yes">
        <source>The game comes from a file with %n game(s).</source>
        <translation>
            <numerusform>Die Partie stammt aus einer Datei mit %n Partie.</numerusform>
            <numerusform>Die Partie stammt aus einer Datei mit %n Partien.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n Games</source>
        <translation>
            <numerusform>Die %n Partie</numerusform>
            <numerusform>Alle %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>This Game Only</source>
        <translation>Nur diese Partie</translation>
    </message>
    <message>
        <source>load the position</source>
        <translation>die Stellung laden</translation>
    </message>
    <message>
        <source>set up the position</source>
        <translation>die Stellung aufbauen</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN nor a PGN.</source>
        <translation>Die Zwischenablage enthält weder eine FEN noch eine PGN.</translation>
    </message>
    <message>
        <source>paste from the clipboard</source>
        <translation>aus der Zwischenablage einfügen</translation>
    </message>
    <message>
        <source>The dropped text is neither a FEN nor a PGN.</source>
        <translation>Der abgelegte Text ist weder eine FEN noch eine PGN.</translation>
    </message>
    <message>
        <source>load the dropped text</source>
        <translation>den abgelegten Text laden</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game on the board has changes that are not saved (moves, comments, arrows or its details).</source>
        <translation>Die Partie auf dem Brett hat Änderungen, die nicht gespeichert sind (Züge, Kommentare, Pfeile oder ihre Angaben).</translation>
    </message>
    <message>
        <source>%1; saved as %2</source>
        <translation>%1; gespeichert als %2</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>eingefügter Text</translation>
    </message>
    <message>
        <source>dropped text</source>
        <translation>abgelegter Text</translation>
    </message>
    <message>
        <source>Position loaded: %1</source>
        <translation>Stellung geladen: %1</translation>
    </message>
    <message>
        <source>time control %1 (Game &gt; Time Control changes it until the first move)</source>
        <translation>Bedenkzeit %1 (Partie &gt; Bedenkzeit ändert sie bis zum ersten Zug)</translation>
    </message>
    <message>
        <source>time control %1</source>
        <translation>Bedenkzeit %1</translation>
    </message>
    <message>
        <source>Loaded from the clipboard: %1</source>
        <translation>Aus der Zwischenablage geladen: %1</translation>
    </message>
    <message>
        <source>open game %1 of %2</source>
        <translation>Partie %1 von %2 öffnen</translation>
    </message>
    <message>
        <source>Position set up, %1. Play moves to give it a history, then save it as PGN.</source>
        <translation>Stellung aufgebaut, %1. Ziehen Sie Züge, um ihr eine Vorgeschichte zu geben, und speichern Sie sie dann als PGN.</translation>
    </message>
    <message>
        <source>Saved %1, every game in UTF-8</source>
        <translation>%1 gespeichert, jede Partie in UTF-8</translation>
    </message>
    <message>
        <source>Saved %1, game %2 in UTF-8</source>
        <translation>%1 gespeichert, Partie %2 in UTF-8</translation>
    </message>
</context>
<context>
    <name>remis::gui::HelpPane</name>
    <message>
        <source>The arbiter&apos;s rules</source>
        <translation>Die Regeln des Schiedsrichters</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <source>Click a piece, then a square</source>
        <translation>Eine Figur anklicken, dann ein Feld</translation>
    </message>
    <message>
        <source>move (or drag the piece)</source>
        <translation>ziehen (oder die Figur hinüberziehen)</translation>
    </message>
    <message>
        <source>Right click, Esc</source>
        <translation>Rechtsklick, Esc</translation>
    </message>
    <message>
        <source>cancel the selection</source>
        <translation>die Auswahl aufheben</translation>
    </message>
    <message>
        <source>Enter on the board</source>
        <translation>Eingabetaste auf dem Brett</translation>
    </message>
    <message>
        <source>keyboard cursor: arrows move it, Enter picks up and puts down</source>
        <translation>Tastaturcursor: Pfeiltasten bewegen ihn, Eingabe nimmt auf und setzt ab</translation>
    </message>
    <message>
        <source>Left, Right, Home, End</source>
        <translation>Links, Rechts, Pos1, Ende</translation>
    </message>
    <message>
        <source>browse earlier positions; End returns to the game</source>
        <translation>frühere Stellungen ansehen; Ende führt zurück zur Partie</translation>
    </message>
    <message>
        <source>flip the board</source>
        <translation>das Brett drehen</translation>
    </message>
    <message>
        <source>pause or resume the clocks</source>
        <translation>die Uhren anhalten oder weiterlaufen lassen</translation>
    </message>
    <message>
        <source>copy the position as FEN</source>
        <translation>die Stellung als FEN kopieren</translation>
    </message>
    <message>
        <source>load a FEN or PGN from the clipboard</source>
        <translation>eine FEN oder PGN aus der Zwischenablage laden</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>undo the last edit of the record (comments, moves, tags…)</source>
        <translation>die letzte Änderung der Notation rückgängig machen (Kommentare, Züge, Tags…)</translation>
    </message>
    <message>
        <source>redo it</source>
        <translation>wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+PgDown, Ctrl+PgUp</source>
        <translation>Strg+Bild ab, Strg+Bild auf</translation>
    </message>
    <message>
        <source>next or previous game of the file</source>
        <translation>nächste oder vorige Partie der Datei</translation>
    </message>
    <message>
        <source>P; Pause from the move box</source>
        <translation>P; Pause-Taste aus dem Zugfeld</translation>
    </message>
    <message>
        <source>Tournament Watch: every board of the hall</source>
        <translation>Turnierüberwachung: alle Bretter des Saals</translation>
    </message>
    <message>
        <source>Enter, Space in Tournament Watch</source>
        <translation>Eingabetaste, Leertaste in der Turnierüberwachung</translation>
    </message>
    <message>
        <source>open the selected board; acknowledge its urgent event</source>
        <translation>das gewählte Brett öffnen; sein dringendes Ereignis quittieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R, Ctrl+Shift+Y</source>
        <translation>Strg+Umschalt+R, Strg+Umschalt+Y</translation>
    </message>
    <message>
        <source>claim a draw: threefold repetition, fifty-move rule</source>
        <translation>Remis reklamieren: dreimalige Stellungswiederholung, 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Strg+Umschalt+M</translation>
    </message>
    <message>
        <source>claim with a move: show it on the board or type it</source>
        <translation>mit einem Zug reklamieren: ihn auf dem Brett zeigen oder tippen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A, Ctrl+Shift+D</source>
        <translation>Strg+Umschalt+A, Strg+Umschalt+D</translation>
    </message>
    <message>
        <source>accept or decline a draw offer</source>
        <translation>ein Remisangebot annehmen oder ablehnen</translation>
    </message>
    <message>
        <source>Ctrl+T, Ctrl+Shift+N</source>
        <translation>Strg+T, Strg+Umschalt+N</translation>
    </message>
    <message>
        <source>say the clocks; say the fifty-move and repetition counts</source>
        <translation>die Uhren ansagen; den 50-Züge-Zähler und die Wiederholungen ansagen</translation>
    </message>
</context>
<context>
    <name>remis::gui::HistoryStrip</name>
    <message>
        <source>◀ Move</source>
        <translation>◀ Zug</translation>
    </message>
    <message>
        <source>Move ▶</source>
        <translation>Zug ▶</translation>
    </message>
    <message>
        <source>Moves that led to the position</source>
        <translation>Züge, die zur Stellung führten</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
</context>
<context>
    <name>remis::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>As the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Remis will use the new language when it is started again.</source>
        <translation>Remis verwendet die neue Sprache beim nächsten Start.</translation>
    </message>
</context>
<context>
    <name>remis::gui::LoadNotice</name>
    <message>
        <source>Damaged Game</source>
        <translation>Beschädigte Partie</translation>
    </message>
    <message>
        <source>The game was loaded as far as it could be read; the rest of its text is kept as it was and saved unchanged.</source>
        <translation>Die Partie wurde so weit geladen, wie sie lesbar war; der Rest ihres Textes bleibt erhalten und wird unverändert gespeichert.</translation>
    </message>
    <message>
        <source>Some of its lines were also repaired while reading (see the details); until you change the game, they too are saved as the file has them.</source>
        <translation>Einige ihrer Zeilen wurden beim Lesen außerdem repariert (siehe die Details); solange Sie die Partie nicht ändern, werden auch sie so gespeichert, wie die Datei sie enthält.</translation>
    </message>
    <message>
        <source>Game Repaired</source>
        <translation>Partie repariert</translation>
    </message>
    <message>
        <source>Some lines of this game were not well-formed. They were read as they evidently meant and nothing was left out; saving writes them in the repaired form.</source>
        <translation>Einige Zeilen dieser Partie waren nicht wohlgeformt. Sie wurden so gelesen, wie sie offensichtlich gemeint waren, und nichts wurde ausgelassen; beim Speichern werden sie in der reparierten Form geschrieben.</translation>
    </message>
    <message>
        <source>The game was loaded as far as it could be read; the rest of its text is kept and saved after its last move.</source>
        <translation>Die Partie wurde so weit geladen, wie sie lesbar war; der Rest ihres Textes bleibt erhalten und wird nach ihrem letzten Zug gespeichert.</translation>
    </message>
    <message>
        <source>Some of its lines were also repaired while reading (see the details); saving writes them in the repaired form.</source>
        <translation>Einige ihrer Zeilen wurden beim Lesen außerdem repariert (siehe die Details); beim Speichern werden sie in der reparierten Form geschrieben.</translation>
    </message>
    <message>
        <source>Variation Kept As Written</source>
        <translation>Variante wie geschrieben erhalten</translation>
    </message>
    <message>
        <source>The whole game was read. Where a variation in it has a move that cannot be played, the variation is kept from there on as it was written and saved unchanged.</source>
        <translation>Die ganze Partie wurde gelesen. Wo eine Variante darin einen Zug enthält, der nicht ausgeführt werden kann, bleibt die Variante von dort an erhalten, wie sie geschrieben war, und wird unverändert gespeichert.</translation>
    </message>
    <message>
        <source>The whole game was read. Where a variation in it has a move that cannot be played, the variation is kept from there on as it was written, and saved that way.</source>
        <translation>Die ganze Partie wurde gelesen. Wo eine Variante darin einen Zug enthält, der nicht ausgeführt werden kann, bleibt die Variante von dort an erhalten, wie sie geschrieben war, und wird so gespeichert.</translation>
    </message>
</context>
<context>
    <name>remis::gui::MainActions</name>
    <message>
        <source>&amp;Demonstrations</source>
        <translation>&amp;Vorführungen</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>&amp;Neue Partie …</translation>
    </message>
    <message>
        <source>Start a new game with a rule set and a time control</source>
        <translation>Eine neue Partie mit Regelwerk und Bedenkzeit beginnen</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>PGN ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>Open a game from a PGN file</source>
        <translation>Eine Partie aus einer PGN-Datei öffnen</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>PGN &amp;speichern</translation>
    </message>
    <message>
        <source>Save the game as PGN, with its result, termination and rule set</source>
        <translation>Die Partie als PGN speichern, mit Ergebnis, Beendigungsgrund und Regelwerk</translation>
    </message>
    <message>
        <source>Save PGN &amp;As...</source>
        <translation>PGN speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Load &amp;Position (FEN)...</source>
        <translation>Stellung &amp;laden (FEN) …</translation>
    </message>
    <message>
        <source>Set up a position from FEN</source>
        <translation>Eine Stellung aus einer FEN aufbauen</translation>
    </message>
    <message>
        <source>&amp;Time Control...</source>
        <translation>Bedenk&amp;zeit …</translation>
    </message>
    <message>
        <source>&amp;Pause Clocks</source>
        <translation>Uhren &amp;anhalten</translation>
    </message>
    <message>
        <source>Stop both clocks (FIDE %1); press again to resume</source>
        <translation>Beide Uhren anhalten (FIDE %1); erneut drücken zum Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Resign...</source>
        <translation>Auf&amp;geben …</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Take Back Move</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>Casual rule set only</source>
        <translation>Nur nach den freien Regeln</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the position shown as FEN</source>
        <translation>Die gezeigte Stellung als FEN kopieren</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>&amp;PGN kopieren</translation>
    </message>
    <message>
        <source>Copy the whole game as PGN</source>
        <translation>Die ganze Partie als PGN kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>Load a position or a game from the clipboard</source>
        <translation>Eine Stellung oder Partie aus der Zwischenablage laden</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Show Claim &amp;Hints</source>
        <translation>Reklamations&amp;hinweise zeigen</translation>
    </message>
    <message>
        <source>List the moves that would make a correct claim</source>
        <translation>Die Züge auflisten, mit denen eine Reklamation berechtigt wäre</translation>
    </message>
    <message>
        <source>&amp;Help Pane</source>
        <translation>Hilfe&amp;bereich</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>Zum &amp;Anfang</translation>
    </message>
    <message>
        <source>&amp;Back One Move</source>
        <translation>Einen Zug &amp;zurück</translation>
    </message>
    <message>
        <source>F&amp;orward One Move</source>
        <translation>Einen Zug &amp;vor</translation>
    </message>
    <message>
        <source>Return to the &amp;Game</source>
        <translation>Zurück zur &amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Rules of the Arbiter</source>
        <translation>&amp;Regeln des Schiedsrichters</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <source>&amp;About Remis</source>
        <translation>&amp;Über Remis</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Set &amp;Up Position...</source>
        <translation>Stellung &amp;aufbauen …</translation>
    </message>
    <message>
        <source>Set up a position piece by piece; every problem is explained</source>
        <translation>Eine Stellung Figur für Figur aufbauen; jedes Problem wird erklärt</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Ko&amp;mmentar bearbeiten …</translation>
    </message>
    <message>
        <source>Write or change the comment after the shown move</source>
        <translation>Den Kommentar nach dem gezeigten Zug schreiben oder ändern</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>White: Offer &amp;Draw</source>
        <translation>Weiß: &amp;Remis anbieten</translation>
    </message>
    <message>
        <source>White offers a draw (FIDE %1)</source>
        <translation>Weiß bietet Remis an (FIDE %1)</translation>
    </message>
    <message>
        <source>Black: Offer Dra&amp;w</source>
        <translation>Schwarz: Rem&amp;is anbieten</translation>
    </message>
    <message>
        <source>Black offers a draw (FIDE %1)</source>
        <translation>Schwarz bietet Remis an (FIDE %1)</translation>
    </message>
    <message>
        <source>Rules &amp;School</source>
        <translation>Regel&amp;schule</translation>
    </message>
    <message>
        <source>Lessons and quizzes on the draw rules, answered by the arbiter</source>
        <translation>Lektionen und Fragen zu den Remisregeln, beantwortet vom Schiedsrichter</translation>
    </message>
    <message>
        <source>Ne&amp;xt Game</source>
        <translation>Nä&amp;chste Partie</translation>
    </message>
    <message>
        <source>Open the next game of the file</source>
        <translation>Die nächste Partie der Datei öffnen</translation>
    </message>
    <message>
        <source>Pre&amp;vious Game</source>
        <translation>&amp;Vorige Partie</translation>
    </message>
    <message>
        <source>Open the previous game of the file</source>
        <translation>Die vorige Partie der Datei öffnen</translation>
    </message>
    <message>
        <source>Export Arbiter &amp;Report…</source>
        <translation>Schiedsrichterbericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>The audit of every game of the file, as PDF or CSV</source>
        <translation>Die Prüfung jeder Partie der Datei, als PDF oder CSV</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Undo the last edit of the record</source>
        <translation>Die letzte Änderung der Partienotation rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>Die zuletzt rückgängig gemachte Änderung wiederholen</translation>
    </message>
    <message>
        <source>C&amp;ut the Moves after This One</source>
        <translation>Züge nach diesem a&amp;bschneiden</translation>
    </message>
    <message>
        <source>Delete the rest of the game after the move shown (undoable)</source>
        <translation>Den Rest der Partie nach dem gezeigten Zug löschen (rückgängig machbar)</translation>
    </message>
    <message>
        <source>Choose the clock: for this game until its first move, else for the next game</source>
        <translation>Die Uhr wählen: für diese Partie bis zu ihrem ersten Zug, sonst für die nächste Partie</translation>
    </message>
    <message>
        <source>Read the &amp;Clocks</source>
        <translation>Uhren vorl&amp;esen</translation>
    </message>
    <message>
        <source>Say the time left on both clocks</source>
        <translation>Die Restzeit beider Uhren ansagen</translation>
    </message>
    <message>
        <source>Clocks &amp;Paused (P Resumes)</source>
        <translation>Uhren &amp;angehalten (P setzt fort)</translation>
    </message>
    <message>
        <source>The clocks are paused (FIDE %1); press P to resume them</source>
        <translation>Die Uhren sind angehalten (FIDE %1); P setzt sie fort</translation>
    </message>
    <message>
        <source>&amp;Correct the Result to the Arbiter&apos;s Ruling</source>
        <translation>Ergebnis gemäß der Entscheidung des Schiedsrichters berich&amp;tigen</translation>
    </message>
    <message>
        <source>Write the result the Laws give instead of the recorded one</source>
        <translation>Das Ergebnis nach den Regeln statt des notierten eintragen</translation>
    </message>
    <message>
        <source>The player to move claims a draw by repetition (FIDE %1)</source>
        <translation>Der Spieler am Zug reklamiert Remis durch Stellungswiederholung (FIDE %1)</translation>
    </message>
    <message>
        <source>The player to move claims a draw by the fifty-move rule (FIDE %1)</source>
        <translation>Der Spieler am Zug reklamiert Remis nach der 50-Züge-Regel (FIDE %1)</translation>
    </message>
    <message>
        <source>Show or type the move that makes the claim correct; Esc cancels</source>
        <translation>Den Zug zeigen oder tippen, mit dem die Reklamation berechtigt ist; Esc bricht ab</translation>
    </message>
    <message>
        <source>The player offered a draw accepts it (FIDE %1)</source>
        <translation>Der Spieler, dem Remis angeboten wurde, nimmt an (FIDE %1)</translation>
    </message>
    <message>
        <source>The player offered a draw declines it (FIDE %1)</source>
        <translation>Der Spieler, dem Remis angeboten wurde, lehnt ab (FIDE %1)</translation>
    </message>
    <message>
        <source>Say the fifty-move count and how often the position has stood</source>
        <translation>Den 50-Züge-Zähler ansagen und wie oft die Stellung aufgetreten ist</translation>
    </message>
    <message>
        <source>Claim Draw: T&amp;hreefold Repetition</source>
        <translation>Remis reklamieren: dreimalige &amp;Wiederholung</translation>
    </message>
    <message>
        <source>Claim Draw: &amp;Fifty Moves</source>
        <translation>Re&amp;mis reklamieren: 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Claim with a &amp;Move</source>
        <translation>Mit einem Zug re&amp;klamieren</translation>
    </message>
    <message>
        <source>Acc&amp;ept the Draw Offer</source>
        <translation>Remisangebot anne&amp;hmen</translation>
    </message>
    <message>
        <source>Dec&amp;line the Draw Offer</source>
        <translation>Remisangeb&amp;ot ablehnen</translation>
    </message>
    <message>
        <source>Read the Co&amp;unts</source>
        <translation>Zählstän&amp;de vorlesen</translation>
    </message>
</context>
<context>
    <name>remis::gui::MainWindow</name>
    <message>
        <source>Ready. Click a piece, then its destination, or type a move below the board.</source>
        <translation>Bereit. Eine Figur anklicken, dann ihr Zielfeld, oder einen Zug unter dem Brett eintippen.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Clocks paused (FIDE %1). Press P to resume.</source>
        <translation>Uhren angehalten (FIDE %1). P setzt fort.</translation>
    </message>
    <message>
        <source>Clocks running.</source>
        <translation>Uhren laufen.</translation>
    </message>
    <message>
        <source>Moves can be taken back only under the casual rule set.</source>
        <translation>Züge können nur nach den freien Regeln zurückgenommen werden.</translation>
    </message>
    <message>
        <source>Cannot load the demonstration: %1</source>
        <translation>Die Vorführung kann nicht geladen werden: %1</translation>
    </message>
    <message>
        <source>Demonstration: %1</source>
        <translation>Vorführung: %1</translation>
    </message>
    <message>
        <source>Claim with a move: show the move you intend to play (FIDE %1, %2). Esc cancels.</source>
        <translation>Mit einem Zug reklamieren: den beabsichtigten Zug zeigen (FIDE %1, %2). Esc bricht ab.</translation>
    </message>
    <message>
        <source>%1 to move  ·  %2  ·  %3</source>
        <translation>%1 am Zug  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>ohne Uhr</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>show the demonstration</source>
        <translation>die Vorführung zeigen</translation>
    </message>
    <message>
        <source>%1 (game %2 of %3)</source>
        <translation>%1 (Partie %2 von %3)</translation>
    </message>
    <message>
        <source>%1[*] — Remis</source>
        <translation>%1[*] — Remis</translation>
    </message>
    <message>
        <source>The clocks have not started: they start with the first move played on the board.</source>
        <translation>Die Uhren laufen noch nicht: Sie starten mit dem ersten Zug auf dem Brett.</translation>
    </message>
    <message>
        <source>Nothing to cut here, or a clock is running.</source>
        <translation>Hier gibt es nichts abzuschneiden, oder eine Uhr läuft.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>%1 &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>%1 &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Result corrected from %1 to %2, the arbiter&apos;s ruling</source>
        <translation>Ergebnis von %1 auf %2 berichtigt, gemäß der Entscheidung des Schiedsrichters</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>Remis beenden</translation>
    </message>
    <message>
        <source>The move box keeps %1, selected: typing replaces it.</source>
        <translation>Das Zugfeld behält %1, markiert: Tippen ersetzt es.</translation>
    </message>
    <message>
        <source>%1 has changed or is gone since game %2 of it was saved for resuming: Save will ask for a file name.</source>
        <translation>%1 wurde geändert oder ist nicht mehr da, seit Partie %2 daraus zum Fortsetzen gesichert wurde: Speichern fragt nach einem Dateinamen.</translation>
    </message>
    <message>
        <source>The game is resumed with the clocks paused (FIDE %1) at their last reading saved. Press P when the players are seated.</source>
        <translation>Die Partie ist fortgesetzt, die Uhren sind angehalten (FIDE %1) beim zuletzt gespeicherten Stand. P drücken, sobald die Spieler am Brett sitzen.</translation>
    </message>
    <message>
        <source>The game saved before this start is kept at the end of %1</source>
        <translation>Die vor diesem Start gesicherte Partie wird am Ende von %1 aufbewahrt</translation>
    </message>
    <message>
        <source>The autosave found at this start could not be read as a game; it is kept as %1</source>
        <translation>Die beim Start gefundene automatische Sicherung ließ sich nicht als Partie lesen; sie wird als %1 aufbewahrt</translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamDialog</name>
    <message>
        <source>Mock Arbiters&apos; Exam</source>
        <translation>Probeprüfung für Schiedsrichter</translation>
    </message>
    <message>
        <source>The same paper number gives the same paper again.</source>
        <translation>Dieselbe Bogennummer ergibt wieder denselben Bogen.</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Fragen:</translation>
    </message>
    <message>
        <source>Pass &amp;mark:</source>
        <translation>&amp;Bestehensgrenze:</translation>
    </message>
    <message>
        <source>Paper &amp;number:</source>
        <translation>Bogen&amp;nummer:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Themen</translation>
    </message>
    <message>
        <source>Save Question &amp;Paper…</source>
        <translation>Fragenbogen &amp;speichern …</translation>
    </message>
    <message>
        <source>Save Answer &amp;Key…</source>
        <translation>&amp;Lösungsschlüssel speichern …</translation>
    </message>
    <message>
        <source>mock-exam-%1-key.pdf</source>
        <translation>probepruefung-%1-loesung.pdf</translation>
    </message>
    <message>
        <source>mock-exam-%1.pdf</source>
        <translation>probepruefung-%1.pdf</translation>
    </message>
    <message>
        <source>Save Answer Key</source>
        <translation>Lösungsschlüssel speichern</translation>
    </message>
    <message>
        <source>Save Question Paper</source>
        <translation>Fragenbogen speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Tick at least one topic.</source>
        <translation>Kreuzen Sie mindestens ein Thema an.</translation>
    </message>
    <message numerus="yes">
        <source>The topics ticked have %n question(s): the paper will have no more.</source>
        <translation>
            <numerusform>Die angekreuzten Themen haben %n Frage: mehr wird die Arbeit nicht haben.</numerusform>
            <numerusform>Die angekreuzten Themen haben %n Fragen: mehr wird die Arbeit nicht haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key saved to %1.</source>
        <translation>Lösungsschlüssel gespeichert unter %1.</translation>
    </message>
    <message>
        <source>Question paper saved to %1.</source>
        <translation>Fragenbogen gespeichert unter %1.</translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamPaper</name>
    <message>
        <source>The letters in order: ______________</source>
        <translation>Die Buchstaben in der richtigen Reihenfolge: ______________</translation>
    </message>
    <message>
        <source>Moves: ______________________________</source>
        <translation>Züge: ______________________________</translation>
    </message>
    <message>
        <source>Answer: ______________</source>
        <translation>Antwort: ______________</translation>
    </message>
    <message>
        <source>Mock arbiters&apos; exam: answer key</source>
        <translation>Probeprüfung für Schiedsrichter: Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Mock arbiters&apos; exam</source>
        <translation>Probeprüfung für Schiedsrichter</translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation>Name: ______________________   Datum: ____________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Lösungsschlüssel</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s). Pass mark: %1 % (%2 of %n right). Paper %3.</source>
        <translation>
            <numerusform>%n Frage. Bestehensgrenze: %1 % (%2 von %n richtig). Bogen %3.</numerusform>
            <numerusform>%n Fragen. Bestehensgrenze: %1 % (%2 von %n richtig). Bogen %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::MoveEntry</name>
    <message>
        <source>Type a move (Nf3, exd5, O-O, e7e8q) and press Enter</source>
        <translation>Einen Zug eintippen (Sf3, exd5, O-O, e7e8q) und Eingabe drücken</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Zugeingabe</translation>
    </message>
</context>
<context>
    <name>remis::gui::MoveListPanel</name>
    <message>
        <source>Start position (Home)</source>
        <translation>Ausgangsstellung (Pos1)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Vorheriger Zug (Links)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Nächster Zug (Rechts)</translation>
    </message>
    <message>
        <source>Latest position (End)</source>
        <translation>Aktuelle Stellung (Ende)</translation>
    </message>
    <message>
        <source>Viewing the start position: press End to return to the game</source>
        <translation>Ausgangsstellung wird gezeigt: Ende führt zurück zur Partie</translation>
    </message>
    <message>
        <source>Viewing move %1: press End to return to the game</source>
        <translation>Zug %1 wird gezeigt: Ende führt zurück zur Partie</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Viewing move %1, after the null move: the arbiter&apos;s rulings stopped there</source>
        <translation>Zug %1 wird gezeigt, nach dem Nullzug: dort enden die Entscheidungen des Schiedsrichters</translation>
    </message>
    <message>
        <source>Viewing move %1, played after the game ended: %2</source>
        <translation>Zug %1 wird gezeigt, gespielt nach dem Ende der Partie: %2</translation>
    </message>
    <message>
        <source>Result: %1 as recorded; %2 by the Laws</source>
        <translation>Ergebnis: %1 wie aufgezeichnet; %2 nach den Regeln</translation>
    </message>
</context>
<context>
    <name>remis::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginnen</translation>
    </message>
    <message>
        <source>FIDE Laws of Chess 2023: threefold repetition and the fifty-move rule must be claimed by the player to move.</source>
        <translation>FIDE-Schachregeln 2023: Die dreimalige Stellungswiederholung und die 50-Züge-Regel muss der Spieler am Zug reklamieren.</translation>
    </message>
    <message>
        <source>As FIDE, but a flag fall is a draw when the opponent has insufficient material to win (US Chess %1).</source>
        <translation>Wie FIDE, aber eine Zeitüberschreitung ist remis, wenn der Gegner zu wenig Material zum Gewinnen hat (US Chess %1).</translation>
    </message>
    <message>
        <source>Threefold repetition and fifty moves end the game by themselves, and moves can be taken back (Ctrl+Z).</source>
        <translation>Dreimalige Stellungswiederholung und 50 Züge beenden die Partie von selbst, und Züge können zurückgenommen werden (Strg+Z).</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
</context>
<context>
    <name>remis::gui::NotationMenu</name>
    <message>
        <source>Move &amp;Notation</source>
        <translation>Zug&amp;notation</translation>
    </message>
    <message>
        <source>&amp;English Letters (%1)</source>
        <translation>&amp;Englische Buchstaben (%1)</translation>
    </message>
    <message>
        <source>&amp;Letters of the Language (%1)</source>
        <translation>&amp;Deutsche Buchstaben (%1)</translation>
    </message>
    <message>
        <source>&amp;Figurines (%1)</source>
        <translation>&amp;Figurinen (%1)</translation>
    </message>
</context>
<context>
    <name>remis::gui::NotationView</name>
    <message>
        <source>Comments, symbols and variations of the game appear here.</source>
        <translation>Kommentare, Symbole und Varianten der Partie erscheinen hier.</translation>
    </message>
    <message>
        <source>Comment before the first move:</source>
        <translation>Kommentar vor dem ersten Zug:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Kommentar nach %1:</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Edit Comment…</source>
        <translation>Kommentar bearbeiten …</translation>
    </message>
    <message>
        <source>Game notation</source>
        <translation>Partienotation</translation>
    </message>
    <message>
        <source>Move &amp;Assessment</source>
        <translation>Zug&amp;bewertung</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keine</translation>
    </message>
    <message>
        <source>the arbiter&apos;s rulings stop here: a null move follows</source>
        <translation>hier enden die Entscheidungen des Schiedsrichters: es folgt ein Nullzug</translation>
    </message>
    <message>
        <source>the game ended here: %1; the moves after it were played after the end</source>
        <translation>hier endete die Partie: %1; die Züge danach wurden nach dem Ende gespielt</translation>
    </message>
    <message>
        <source>(illegal)</source>
        <translation>(regelwidrig)</translation>
    </message>
    <message>
        <source>The arrow keys go from move to move, Home to the start, End to the last move.</source>
        <translation>Die Pfeiltasten gehen von Zug zu Zug, Pos1 zum Anfang, Ende zum letzten Zug.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>%1; comment: %2</source>
        <translation>%1; Kommentar: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1… (%n more character(s), kept in the record)</source>
        <translation>
            <numerusform>%1… (%n weiteres Zeichen, in der Aufzeichnung erhalten)</numerusform>
            <numerusform>%1… (%n weitere Zeichen, in der Aufzeichnung erhalten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::PiecePalette</name>
    <message>
        <source>Click a piece, then click squares to place it (right click: the other colour). Or drag a piece onto the board.</source>
        <translation>Eine Figur anklicken, dann Felder anklicken, um sie zu setzen (Rechtsklick: die andere Farbe). Oder eine Figur aufs Brett ziehen.</translation>
    </message>
</context>
<context>
    <name>remis::gui::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Click: place the chosen piece (again: remove). Right click: the other colour. Drag a piece off the board to remove it. Keyboard: arrows, then K Q R B N P (White) or k q r b n p (Black), x empties.</source>
        <translation>Klick: die gewählte Figur setzen (erneut: entfernen). Rechtsklick: die andere Farbe. Eine Figur vom Brett ziehen entfernt sie. Tastatur: Pfeiltasten, dann K D T L S B (Weiß) oder k d t l s b (Schwarz), x leert das Feld.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Von hier spielen</translation>
    </message>
    <message>
        <source>Start a game from this position. Play a few moves to build a history (for example a repetition), then save it as PGN: it keeps the position as SetUp/FEN.</source>
        <translation>Eine Partie aus dieser Stellung beginnen. Ein paar Züge spielen, um eine Vorgeschichte aufzubauen (zum Beispiel eine Wiederholung), dann als PGN speichern: Die Stellung bleibt als SetUp/FEN erhalten.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <source>&amp;Side to move:</source>
        <translation>&amp;Am Zug:</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Rochade:</translation>
    </message>
    <message>
        <source>Only squares a double pawn push could just have crossed are offered.</source>
        <translation>Angeboten werden nur Felder, die ein Bauern-Doppelschritt soeben überquert haben kann.</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;En passant:</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (FIDE %1).</source>
        <translation>Halbzüge seit dem letzten Schlagen oder Bauernzug (FIDE %1).</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Halbzugzähler:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Zugnummer:</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Look from the other side</source>
        <translation>Von der anderen Seite ansehen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Empty the board</source>
        <translation>Das Brett leeren</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Spiegeln</translation>
    </message>
    <message>
        <source>Mirror the files: a becomes h</source>
        <translation>Die Linien spiegeln: a wird zu h</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>The same position with the colours swapped: White&apos;s pieces become Black&apos;s, the ranks turn round and the other side moves</source>
        <translation>Dieselbe Stellung mit getauschten Farben: Die weißen Figuren werden schwarz, die Reihen kehren sich um und die andere Seite ist am Zug</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>What the arbiter sees</source>
        <translation>Was der Schiedsrichter sieht</translation>
    </message>
    <message>
        <source>Click a line to mark its squares on the board.</source>
        <translation>Eine Zeile anklicken, um ihre Felder auf dem Brett zu markieren.</translation>
    </message>
    <message>
        <source>Remove the Impossible Castling Rights</source>
        <translation>Die unmöglichen Rochaderechte entfernen</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>%1 (impossible)</source>
        <translation>%1 (unmöglich)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The position is legal: it can be played.</source>
        <translation>Die Stellung ist regelgemäß: Es kann gespielt werden.</translation>
    </message>
    <message>
        <source>The position cannot be played yet: fix the errors below.</source>
        <translation>Mit der Stellung kann noch nicht gespielt werden: Bitte die Fehler unten beheben.</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
</context>
<context>
    <name>remis::gui::PromotionChooser</name>
    <message>
        <source>Promote to a %1</source>
        <translation>Umwandeln in: %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::RepetitionStrip</name>
    <message numerus="yes">
        <source>Repetition Strip: %n occurrence(s)</source>
        <translation>
            <numerusform>Wiederholungsleiste: %n Auftreten</numerusform>
            <numerusform>Wiederholungsleiste: %n Auftreten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 occurrence: ply %2, move %3, halfmove clock %4</source>
        <translation>%1 Auftreten: Halbzug %2, Zug %3, Halbzugzähler %4</translation>
    </message>
    <message>
        <source>Is this the same position as in the other diagrams (FIDE %1)?</source>
        <translation>Ist das dieselbe Stellung wie in den anderen Diagrammen (FIDE %1)?</translation>
    </message>
    <message>
        <source>Each picture is the same position for FIDE %1: same side to move, same pieces on the same squares, same castling rights and the same legal en passant captures.</source>
        <translation>Jedes Bild zeigt dieselbe Stellung im Sinne von FIDE %1: dieselbe Seite am Zug, dieselben Figuren auf denselben Feldern, dieselben Rochaderechte und dieselben regelgemäßen En-passant-Schläge.</translation>
    </message>
    <message>
        <source>&amp;Add to Worksheet</source>
        <translation>Zum &amp;Arbeitsblatt hinzufügen</translation>
    </message>
</context>
<context>
    <name>remis::gui::ReportExport</name>
    <message>
        <source>The arbiter&apos;s report is made for a PGN file: open one first.</source>
        <translation>Der Schiedsrichterbericht gilt einer PGN-Datei: zuerst eine öffnen.</translation>
    </message>
    <message>
        <source>Export Arbiter Report</source>
        <translation>Schiedsrichterbericht exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Auditing the games of %1…</source>
        <translation>Die Partien von %1 werden geprüft…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report cancelled.</source>
        <translation>Schiedsrichterbericht abgebrochen.</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report written to %1</source>
        <translation>Schiedsrichterbericht nach %1 geschrieben</translation>
    </message>
</context>
<context>
    <name>remis::gui::ReportPdf</name>
    <message>
        <source>Arbiter&apos;s report: %1</source>
        <translation>Schiedsrichterbericht: %1</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, %4</source>
        <translation>Partie %1: %2 – %3, %4</translation>
    </message>
    <message>
        <source>Not audited.</source>
        <translation>Nicht geprüft.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Halbzug</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artikel</translation>
    </message>
    <message>
        <source>Result check: %1</source>
        <translation>Ergebnisprüfung: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Fehler: %1</translation>
    </message>
    <message>
        <source>The position of ply %2, each time it stood (FIDE %1):</source>
        <translation>Die Stellung von Halbzug %2, bei jedem ihrer Auftreten (FIDE %1):</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>Halbzug %1</translation>
    </message>
    <message numerus="yes">
        <source>Diagrams are given for the first %n repetition(s); every event is listed.</source>
        <translation>
            <numerusform>Diagramme gibt es für die erste Wiederholung; jedes Ereignis ist aufgeführt.</numerusform>
            <numerusform>Diagramme gibt es für die ersten %n Wiederholungen; jedes Ereignis ist aufgeführt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Schiedsrichterbericht</translation>
    </message>
    <message>
        <source>Who and ruling</source>
        <translation>Wer und Entscheidung</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); %1 with events, %2 with a result against the rules, %3 with illegal moves that stood, %4 with a flag fall, %5 with errors. Rules: FIDE Laws of Chess.</source>
        <translation>
            <numerusform>%n Partie; %1 mit Ereignissen, %2 mit einem Ergebnis gegen die Regeln, %3 mit regelwidrigen Zügen, die stehen blieben, %4 mit Zeitüberschreitung, %5 mit Fehlern. Regeln: FIDE-Schachregeln.</numerusform>
            <numerusform>%n Partien; %1 mit Ereignissen, %2 mit einem Ergebnis gegen die Regeln, %3 mit regelwidrigen Zügen, die stehen blieben, %4 mit Zeitüberschreitung, %5 mit Fehlern. Regeln: FIDE-Schachregeln.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 gibt auf</translation>
    </message>
</context>
<context>
    <name>remis::gui::SchoolWindow</name>
    <message>
        <source>Demonstrations</source>
        <translation>Vorführungen</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>This item cannot be asked.</source>
        <translation>Diese Frage kann nicht gestellt werden.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Quelle: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Richtig.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Nicht richtig.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This position stood at: %1</source>
        <translation>Diese Stellung stand auf dem Brett bei: %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Hinweis %1: %2</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>bestanden</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>nicht bestanden</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Answer key&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Lösungen&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules School</source>
        <translation>Regelschule</translation>
    </message>
    <message>
        <source>Some lesson files have problems:
%1</source>
        <translation>Einige Lektionsdateien haben Fehler:
%1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Presenter</source>
        <translation>Vortrag</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Pass mark: </source>
        <translation>Bestehensgrenze: </translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lektionen</translation>
    </message>
    <message>
        <source>Reset Item</source>
        <translation>Frage zurücksetzen</translation>
    </message>
    <message>
        <source>Reset Lesson</source>
        <translation>Lektion zurücksetzen</translation>
    </message>
    <message>
        <source>Forget the progress in this whole lesson?</source>
        <translation>Den Fortschritt in der ganzen Lektion vergessen?</translation>
    </message>
    <message>
        <source>Print Questions…</source>
        <translation>Fragen drucken…</translation>
    </message>
    <message>
        <source>Print Answer Key…</source>
        <translation>Lösungen drucken…</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Rückmeldung</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Show on the &amp;Main Board</source>
        <translation>Auf dem Hauptbrett &amp;zeigen</translation>
    </message>
    <message>
        <source> (%1 of %2)</source>
        <translation> (%1 von %2)</translation>
    </message>
    <message>
        <source>Halfmove clock %1, move %2.</source>
        <translation>Halbzugzähler %1, Zug %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson has no questions: it only shows positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Diese Lektion hat keine Fragen: Sie zeigt nur Stellungen.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Lesson File…</source>
        <translation>Lektionsdatei öffnen…</translation>
    </message>
    <message>
        <source>A lesson file (PGN) from anywhere; to keep it, put it in %1</source>
        <translation>Eine Lektionsdatei (PGN) von irgendwo; um sie zu behalten, legen Sie sie nach %1</translation>
    </message>
    <message>
        <source>Open Lesson File</source>
        <translation>Lektionsdatei öffnen</translation>
    </message>
    <message>
        <source>Lesson files (*.pgn);;All files (*)</source>
        <translation>Lektionsdateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Ausgangsstellung</translation>
    </message>
    <message>
        <source>&amp;Finish Exam</source>
        <translation>Prüfung &amp;beenden</translation>
    </message>
    <message>
        <source>Back to the &amp;Review</source>
        <translation>Zurück zur &amp;Auswertung</translation>
    </message>
    <message>
        <source>Exam review</source>
        <translation>Auswertung der Prüfung</translation>
    </message>
    <message>
        <source>Re&amp;take Exam</source>
        <translation>Prüfung &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Print Result Sheet…</source>
        <translation>Ergebnisblatt &amp;drucken…</translation>
    </message>
    <message>
        <source>Save Result as P&amp;DF…</source>
        <translation>Ergebnis als PD&amp;F speichern…</translation>
    </message>
    <message>
        <source>Save Result as PDF</source>
        <translation>Ergebnis als PDF speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>The result sheet could not be written to %1.</source>
        <translation>Das Ergebnisblatt konnte nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>Answer recorded (%1 of %2 answered). It cannot be changed.</source>
        <translation>Antwort gespeichert (%1 von %2 beantwortet). Sie kann nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>&amp;Finish Anyway</source>
        <translation>&amp;Trotzdem beenden</translation>
    </message>
    <message numerus="yes">
        <source>No answer for %n item(s): %1. They count as wrong. Press Finish Anyway to finish the exam.</source>
        <translation>
            <numerusform>Keine Antwort auf %n Frage: %1. Sie zählt als falsch. „Trotzdem beenden“ beendet die Prüfung.</numerusform>
            <numerusform>Keine Antwort auf %n Fragen: %1. Sie zählen als falsch. „Trotzdem beenden“ beendet die Prüfung.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 right: %3 %. The pass mark is %4 %: %5.</source>
        <translation>%1 von %2 richtig: %3 %. Die Bestehensgrenze ist %4 %: %5.</translation>
    </message>
    <message numerus="yes">
        <source>No answer for %n item(s).</source>
        <translation>
            <numerusform>Keine Antwort auf %n Frage.</numerusform>
            <numerusform>Keine Antwort auf %n Fragen.</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ richtig</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ falsch</translation>
    </message>
    <message>
        <source>Your answer: %1.</source>
        <translation>Ihre Antwort: %1.</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Prüfung: %1</translation>
    </message>
    <message>
        <source>Pupil: %1 · %2</source>
        <translation>Name: %1 · %2</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Abgeben</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Wählen Sie zuerst eine Antwort.</translation>
    </message>
    <message>
        <source>Exam result</source>
        <translation>Prüfungsergebnis</translation>
    </message>
    <message>
        <source>Pupil&apos;s name</source>
        <translation>Name des Schülers</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Züge:</translation>
    </message>
    <message>
        <source>What decides it: %1</source>
        <translation>Entscheidend: %1</translation>
    </message>
    <message>
        <source>Mock Exam…</source>
        <translation>Probeprüfung …</translation>
    </message>
    <message>
        <source>A printable paper of questions from every lesson, with its answer key</source>
        <translation>Ein druckbarer Fragenbogen aus allen Lektionen, mit Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Retake Exam</source>
        <translation>Prüfung wiederholen</translation>
    </message>
    <message>
        <source>Start the exam again? The answers and the result of this exam are cleared.</source>
        <translation>Die Prüfung neu beginnen? Die Antworten und das Ergebnis dieser Prüfung werden gelöscht.</translation>
    </message>
    <message>
        <source>Leave the Exam</source>
        <translation>Prüfung verlassen</translation>
    </message>
    <message>
        <source>Leaving exam mode finishes the exam as it stands: questions not answered count as wrong. Leave the exam?</source>
        <translation>Wer den Prüfungsmodus verlässt, beendet die Prüfung so, wie sie steht: Unbeantwortete Fragen zählen als falsch. Die Prüfung verlassen?</translation>
    </message>
    <message>
        <source> (%1 of %2 answered)</source>
        <translation> (%1 von %2 beantwortet)</translation>
    </message>
    <message>
        <source>Feedback: %1</source>
        <translation>Rückmeldung: %1</translation>
    </message>
    <message numerus="yes">
        <source> (%n question(s), not started)</source>
        <translation>
            <numerusform> (%n Frage, nicht begonnen)</numerusform>
            <numerusform> (%n Fragen, nicht begonnen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Erklärung</translation>
    </message>
    <message>
        <source>Result sheet saved to %1.</source>
        <translation>Ergebnisblatt gespeichert unter %1.</translation>
    </message>
</context>
<context>
    <name>remis::gui::Startup</name>
    <message>
        <source>cannot resume: %1</source>
        <translation>Fortsetzen nicht möglich: %1</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>das Bildschirmfoto kann nicht nach %1 geschrieben werden</translation>
    </message>
    <message>
        <source>--time %1 not used: the game records its own time control, %2</source>
        <translation>--time %1 nicht übernommen: Die Partie verzeichnet ihre eigene Bedenkzeit, %2</translation>
    </message>
    <message>
        <source>--time %1 not used: the game has ended</source>
        <translation>--time %1 nicht übernommen: Die Partie ist beendet</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file. A new game is on the board.</source>
        <translation>%1 kann nicht geöffnet werden: Diese Datei gibt es nicht. Eine neue Partie steht auf dem Brett.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>die angegebene Stellung</translation>
    </message>
    <message>
        <source>the demonstration</source>
        <translation>die Vorführung</translation>
    </message>
    <message>
        <source>The saved game is resumed; %1 was not opened.</source>
        <translation>Die gesicherte Partie wird fortgesetzt; %1 wurde nicht geöffnet.</translation>
    </message>
    <message>
        <source>A demonstration follows the FIDE Laws, whose articles its explanation cites: the %1 rule set is not used for it.</source>
        <translation>Eine Vorführung folgt den FIDE-Regeln, deren Artikel ihre Erklärung anführt: Das Regelwerk %1 wird für sie nicht verwendet.</translation>
    </message>
</context>
<context>
    <name>remis::gui::TimeControlDialog</name>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>No clock (untimed)</source>
        <translation>Keine Uhr (ohne Zeit)</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Ohne Zeitgutschrift</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Fischer-Zeitgutschrift</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Bronstein-Verzögerung</translation>
    </message>
    <message>
        <source>Simple (US) delay</source>
        <translation>Einfache Verzögerung (US)</translation>
    </message>
    <message>
        <source>Several periods</source>
        <translation>Mehrere Perioden</translation>
    </message>
    <message>
        <source>No clock (untimed teaching)</source>
        <translation>Keine Uhr (Unterricht ohne Zeit)</translation>
    </message>
    <message>
        <source>Blitz 5+3</source>
        <translation>Blitz 5+3</translation>
    </message>
    <message>
        <source>Rapid 15+10</source>
        <translation>Schnellschach 15+10</translation>
    </message>
    <message>
        <source>Classical 90+30</source>
        <translation>Klassisch 90+30</translation>
    </message>
    <message>
        <source>Bullet 1+0</source>
        <translation>Bullet 1+0</translation>
    </message>
    <message>
        <source>Blitz 3+0</source>
        <translation>Blitz 3+0</translation>
    </message>
    <message>
        <source>Blitz 3+2</source>
        <translation>Blitz 3+2</translation>
    </message>
    <message>
        <source>Blitz 5+0</source>
        <translation>Blitz 5+0</translation>
    </message>
    <message>
        <source>Rapid 10+5</source>
        <translation>Schnellschach 10+5</translation>
    </message>
    <message>
        <source>Rapid 25+10</source>
        <translation>Schnellschach 25+10</translation>
    </message>
    <message>
        <source>Classical 90/40+30, then 30 min + 30 s</source>
        <translation>Klassisch 90/40+30, dann 30 min + 30 s</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Zeitgutschrift pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Bronstein delay:</source>
        <translation>&amp;Bronstein-Verzögerung:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Verzögerung pro Zug:</translation>
    </message>
    <message>
        <source>The base time must be more than 0 (minutes and seconds).</source>
        <translation>Die Grundbedenkzeit muss größer als 0 sein (Minuten und Sekunden).</translation>
    </message>
    <message>
        <source>Blitz 10+0</source>
        <translation>Blitz 10+0</translation>
    </message>
</context>
<context>
    <name>remis::gui::TimeControlPicker</name>
    <message>
        <source>Time control</source>
        <translation>Bedenkzeit</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Andere…</translation>
    </message>
</context>
<context>
    <name>remis::gui::ToggleAccessible</name>
    <message>
        <source>Toggle button, pressed</source>
        <translation>Umschaltknopf, gedrückt</translation>
    </message>
    <message>
        <source>Toggle button, not pressed</source>
        <translation>Umschaltknopf, nicht gedrückt</translation>
    </message>
</context>
<context>
    <name>remis::gui::TournamentWatchWindow</name>
    <message>
        <source>Tournament Watch</source>
        <translation>Turnierüberwachung</translation>
    </message>
    <message>
        <source>Boards, urgent ones first</source>
        <translation>Bretter, dringende zuerst</translation>
    </message>
    <message>
        <source>The webhook failed: %1</source>
        <translation>Der Webhook ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>a PGN file, an e-board folder or an http(s) URL</source>
        <translation>eine PGN-Datei, ein E-Brett-Ordner oder eine http(s)-URL</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>&amp;Datei…</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>O&amp;rdner…</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>Ü&amp;berwachen</translation>
    </message>
    <message>
        <source>Desktop &amp;notification</source>
        <translation>Desktop-Be&amp;nachrichtigung</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <source>Web&amp;hook:</source>
        <translation>Web&amp;hook:</translation>
    </message>
    <message>
        <source>URL that receives each urgent event as a POST (optional)</source>
        <translation>URL, die jedes dringende Ereignis als POST erhält (optional)</translation>
    </message>
    <message>
        <source>Watch a PGN file</source>
        <translation>Eine PGN-Datei überwachen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Watch an e-board folder</source>
        <translation>Einen E-Brett-Ordner überwachen</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Name a file, a folder or a URL, then Watch.</source>
        <translation>Eine Datei, einen Ordner oder eine URL angeben, dann Überwachen.</translation>
    </message>
    <message numerus="yes">
        <source>Watching %1: %n board(s).</source>
        <translation>
            <numerusform>Überwache %1: %n Brett.</numerusform>
            <numerusform>Überwache %1: %n Bretter.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Acknowledge</source>
        <translation>Q&amp;uittieren</translation>
    </message>
    <message>
        <source>The urgent event of the selected board has been seen: it is no longer shown as urgent until the next one (Space)</source>
        <translation>Das dringende Ereignis des gewählten Bretts ist gesehen: Es wird nicht mehr als dringend gezeigt, bis das nächste kommt (Leertaste)</translation>
    </message>
    <message>
        <source>Acknowledge the urgent event</source>
        <translation>Das dringende Ereignis quittieren</translation>
    </message>
    <message>
        <source>This desktop has no system tray to show notifications in</source>
        <translation>Dieser Desktop hat keinen Infobereich, in dem Benachrichtigungen erscheinen könnten</translation>
    </message>
    <message>
        <source>The webhook is not an http:// or https:// URL: %1</source>
        <translation>Der Webhook ist keine http://- oder https://-URL: %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::WatchLauncher</name>
    <message>
        <source>Tournament &amp;Watch…</source>
        <translation>&amp;Turnierüberwachung…</translation>
    </message>
    <message>
        <source>Every board of the hall from a PGN file, an e-board folder or a URL, urgent ones first</source>
        <translation>Alle Bretter des Saals aus einer PGN-Datei, einem E-Brett-Ordner oder einer URL, dringende zuerst</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>&amp;Schiedsrichter</translation>
    </message>
    <message>
        <source>open a board of the watch</source>
        <translation>ein Brett der Turnierüberwachung öffnen</translation>
    </message>
    <message>
        <source>The board could not be opened.</source>
        <translation>Das Brett konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The board no longer follows the watch: the game was changed here.</source>
        <translation>Das Brett folgt der Überwachung nicht mehr: Die Partie wurde hier geändert.</translation>
    </message>
</context>
<context>
    <name>remis::gui::Worksheet</name>
    <message>
        <source>Answer key</source>
        <translation>Lösungsschlüssel</translation>
    </message>
</context>
<context>
    <name>remis::gui::WorksheetDialog</name>
    <message>
        <source>Draw rules: worksheet</source>
        <translation>Remisregeln: Arbeitsblatt</translation>
    </message>
    <message>
        <source>Add an answer-key page</source>
        <translation>Eine Seite mit dem Lösungsschlüssel anfügen</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Arbeitsblatt</translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s) per page</source>
        <translation>
            <numerusform>%n Diagramm pro Seite</numerusform>
            <numerusform>%n Diagramme pro Seite</numerusform>
        </translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Anordnung:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>Answer &amp;lines:</source>
        <translation>Antwort&amp;zeilen:</translation>
    </message>
    <message>
        <source>&amp;Remove Selected</source>
        <translation>Auswahl &amp;entfernen</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>Druck&amp;vorschau …</translation>
    </message>
    <message>
        <source>Save &amp;PDF...</source>
        <translation>PDF &amp;speichern …</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Save Worksheet</source>
        <translation>Arbeitsblatt speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>The worksheet was not saved to %1: %2</source>
        <translation>Das Arbeitsblatt wurde nicht in %1 gespeichert: %2</translation>
    </message>
    <message>
        <source>Answer in the key</source>
        <translation>Antwort im Lösungsschlüssel</translation>
    </message>
    <message>
        <source>&amp;Answer in the key:</source>
        <translation>Antwort im &amp;Lösungsschlüssel:</translation>
    </message>
    <message>
        <source>The question was changed: write its answer here</source>
        <translation>Die Frage wurde geändert: Schreiben Sie die Antwort hier hinein</translation>
    </message>
    <message>
        <source>Your answer to your question, printed in the answer key</source>
        <translation>Ihre Antwort auf Ihre Frage, im Lösungsschlüssel gedruckt</translation>
    </message>
    <message>
        <source>The arbiter&apos;s answer to this question, printed in the key</source>
        <translation>Die Antwort des Schiedsrichters auf diese Frage, im Lösungsschlüssel gedruckt</translation>
    </message>
</context>
<context>
    <name>remis::gui::WorksheetItem</name>
    <message>
        <source>(no answer yet: the question was changed, and its answer is written in the worksheet dialog)</source>
        <translation>(noch keine Antwort: Die Frage wurde geändert; ihre Antwort wird im Arbeitsblatt-Dialog geschrieben)</translation>
    </message>
</context>
</TS>
