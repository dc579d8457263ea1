<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>ArbiterPanel</name>
    <message>
        <source>Arbiter</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Fifty-move rule</source>
        <translation>Regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>Claim at 100</source>
        <translation>Reclamable desde 100</translation>
    </message>
    <message>
        <source>%v of 100 plies</source>
        <translation>%v de 100 medios movimientos</translation>
    </message>
    <message>
        <source>Automatic at 150</source>
        <translation>Automático a los 150</translation>
    </message>
    <message>
        <source>%v of 150 plies</source>
        <translation>%v de 150 medios movimientos</translation>
    </message>
    <message>
        <source>Repetition of position</source>
        <translation>Repetición de la posición</translation>
    </message>
    <message>
        <source>Claim at 3</source>
        <translation>Reclamable desde 3</translation>
    </message>
    <message>
        <source>%v of 3</source>
        <translation>%v de 3</translation>
    </message>
    <message>
        <source>Automatic at 5</source>
        <translation>Automático a las 5</translation>
    </message>
    <message>
        <source>%v of 5</source>
        <translation>%v de 5</translation>
    </message>
    <message>
        <source>Claims</source>
        <translation>Reclamaciones</translation>
    </message>
    <message>
        <source>Claim draw: threefold repetition (%1)</source>
        <translation>Reclamar tablas: triple repetición (%1)</translation>
    </message>
    <message>
        <source>Claim draw: fifty-move rule (%1)</source>
        <translation>Reclamar tablas: regla de los cincuenta movimientos (%1)</translation>
    </message>
    <message>
        <source>Claim with a move...</source>
        <translation>Reclamar con una jugada…</translation>
    </message>
    <message>
        <source>Show the move you intend to play on the board, or type it in the move box. The arbiter rules on the claim before the move is played. Esc cancels.</source>
        <translation>Muestre en el tablero la jugada que piensa hacer, o escríbala en la casilla de jugadas. El árbitro decide sobre la reclamación antes de que se juegue. Esc cancela.</translation>
    </message>
    <message>
        <source>Show the moves that make a correct claim</source>
        <translation>Mostrar las jugadas con las que la reclamación es correcta</translation>
    </message>
    <message>
        <source>Draw offers and resignation</source>
        <translation>Ofertas de tablas y abandono</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Resign...</source>
        <translation>Abandonar…</translation>
    </message>
    <message>
        <source>Explain the rules...</source>
        <translation>Explicar las reglas…</translation>
    </message>
    <message>
        <source>White: offer a draw</source>
        <translation>Blancas: ofrecer tablas</translation>
    </message>
    <message>
        <source>Black: offer a draw</source>
        <translation>Negras: ofrecer tablas</translation>
    </message>
    <message>
        <source>Teaching hint: a claim that names one of these moves is correct.</source>
        <translation>Pista didáctica: una reclamación que anuncia una de estas jugadas es correcta.</translation>
    </message>
</context>
<context>
    <name>AuditTexts</name>
    <message>
        <source>threefold repetition claimable</source>
        <translation>triple repetición reclamable</translation>
    </message>
    <message>
        <source>threefold repetition claimable by writing the move played</source>
        <translation>triple repetición reclamable escribiendo la jugada hecha</translation>
    </message>
    <message>
        <source>fifty-move rule claimable</source>
        <translation>regla de los cincuenta movimientos reclamable</translation>
    </message>
    <message>
        <source>fifty-move rule claimable by writing the move played</source>
        <translation>regla de los cincuenta movimientos reclamable escribiendo la jugada hecha</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>ahogado</translation>
    </message>
    <message>
        <source>dead position</source>
        <translation>posición muerta</translation>
    </message>
    <message>
        <source>75-move rule: the game ended</source>
        <translation>regla de los 75 movimientos: la partida terminó</translation>
    </message>
    <message>
        <source>fivefold repetition: the game ended</source>
        <translation>quíntuple repetición: la partida terminó</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>medio movimiento %1</translation>
    </message>
    <message>
        <source>ply %1 (%2)</source>
        <translation>medio movimiento %1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2 (FIDE %3)</source>
        <translation>%1: %2 (FIDE %3)</translation>
    </message>
    <message>
        <source>%1, ply %2</source>
        <translation>%1, medio movimiento %2</translation>
    </message>
    <message>
        <source>%1, ply %2 (%3)</source>
        <translation>%1, medio movimiento %2 (%3)</translation>
    </message>
    <message>
        <source>agrees</source>
        <translation>concuerda</translation>
    </message>
    <message>
        <source>flag fall</source>
        <translation>caída de bandera</translation>
    </message>
    <message>
        <source>illegal move that stood</source>
        <translation>jugada ilegal que se mantuvo</translation>
    </message>
    <message>
        <source>the ruling is not known</source>
        <translation>no se conoce la decisión</translation>
    </message>
    <message>
        <source>ruled %1</source>
        <translation>decidido: %1</translation>
    </message>
    <message>
        <source>White&apos;s flag fell</source>
        <translation>cayó la bandera de las blancas</translation>
    </message>
    <message>
        <source>Black&apos;s flag fell</source>
        <translation>cayó la bandera de las negras</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>by White</source>
        <translation>de las blancas</translation>
    </message>
    <message>
        <source>by Black</source>
        <translation>de las negras</translation>
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
        <translation>contra las reglas</translation>
    </message>
    <message>
        <source>against the rules: %1</source>
        <translation>contra las reglas: %1</translation>
    </message>
    <message>
        <source>not checked: the game could not be replayed to its end</source>
        <translation>no comprobado: la partida no se pudo reproducir hasta su final</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>&amp;Green</source>
        <translation>&amp;Verde</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Alto contraste</translation>
    </message>
    <message>
        <source>&amp;Brown</source>
        <translation>&amp;Marrón</translation>
    </message>
</context>
<context>
    <name>CharsetQuestion</name>
    <message>
        <source>Game %1 of %2 is written in ISO 8859-1 (Latin-1), which has no %3.</source>
        <translation>La partida %1 de %2 está escrita en ISO 8859-1 (Latin-1), que no tiene %3.</translation>
    </message>
    <message>
        <source>Saving writes this game in UTF-8, which holds every character; Remis and other PGN programs read it.</source>
        <translation>Al guardar, esta partida se escribe en UTF-8, que admite todos los caracteres; Remis y otros programas PGN lo leen.</translation>
    </message>
    <message>
        <source>Saving writes this game in UTF-8. The file&apos;s other games are in ISO 8859-1: convert them too, so that programs that read a file in one encoding show every game right, or keep them as they are.</source>
        <translation>Al guardar, esta partida se escribe en UTF-8. Las demás partidas del archivo están en ISO 8859-1: conviértalas también, para que los programas que leen un archivo en una sola codificación muestren bien todas las partidas, o déjelas como están.</translation>
    </message>
    <message>
        <source>Save in UTF-8</source>
        <translation>Guardar en UTF-8</translation>
    </message>
    <message>
        <source>Whole File in UTF-8</source>
        <translation>Todo el archivo en UTF-8</translation>
    </message>
    <message>
        <source>This Game in UTF-8</source>
        <translation>Solo esta partida en UTF-8</translation>
    </message>
    <message>
        <source>Game %1 of %2 is written in ISO 8859-1 (Latin-1), which cannot hold its new text.</source>
        <translation>La partida %1 de %2 está escrita en ISO 8859-1 (Latin-1), que no admite su texto nuevo.</translation>
    </message>
</context>
<context>
    <name>Demos</name>
    <message>
        <source>Mate on the 100th quiet half-move (the iCE game)</source>
        <translation>Mate en el centésimo medio movimiento tranquilo (la partida de iCE)</translation>
    </message>
    <message>
        <source>The half-move clock stands at 96. After 147...Kh3 148.Kf3 Rh2 149.Rh8# the clock reaches 100, so the mating move is itself the one that completes fifty moves by each player without a capture or a pawn move. The mate stands and White wins. A fifty-move draw is never automatic: under Article 9.3 it has to be claimed by a player having the move, and once 149.Rh8 is checkmate the game is already over (Article 5.1.1), so nobody is left to claim. The 75-move rule settles the same clash the same way: under Article 9.6.2 a checkmate on the last move takes precedence, and the same reasoning applies here.</source>
        <translation>El contador de medios movimientos está en 96. Tras 147...Rh3 148.Rf3 Th2 149.Th8# llega a 100, así que la jugada que da mate es la misma que completa cincuenta movimientos de cada jugador sin captura ni movimiento de peón. El mate vale y ganan las blancas. Las tablas por la regla de los cincuenta movimientos nunca son automáticas: según el artículo 9.3 debe reclamarlas el jugador que tiene el turno, y en cuanto 149.Th8 es jaque mate la partida ya ha terminado (artículo 5.1.1), así que no queda nadie para reclamar. La regla de los 75 movimientos resuelve el mismo conflicto igual: según el artículo 9.6.2, un jaque mate en el último movimiento prevalece, y aquí vale el mismo razonamiento.</translation>
    </message>
    <message>
        <source>King and bishop against king and bishop is not a dead position</source>
        <translation>Rey y alfil contra rey y alfil no es una posición muerta</translation>
    </message>
    <message>
        <source>The bishops run on opposite colours, but the position is still not dead, because a mate is possible if Black cooperates. After 1.Kb5 Bd6 2.Kb6 Bb8 3.Be4# the black king on a8 is in check along the long light diagonal. The white king covers a7 and b7, and Black&apos;s own bishop blocks b8. That bishop runs on dark squares, so it cannot interpose on b7, c6 or d5. A position is dead only when neither player can checkmate by any series of legal moves (Article 5.2.2), and a helpmate like this one is such a series. So the game goes on, and a player who oversteps the time limit here loses (Article 6.9).</source>
        <translation>Los alfiles son de distinto color, y aun así la posición no está muerta, porque es posible un mate si las negras colaboran. Tras 1.Rb5 Ad6 2.Rb6 Ab8 3.Ae4# el rey negro en a8 está en jaque por la gran diagonal blanca. El rey blanco controla a7 y b7, y el propio alfil negro tapa b8. Ese alfil va por casillas oscuras, así que no puede interponerse en b7, c6 ni d5. Una posición solo está muerta cuando ningún jugador puede dar jaque mate con ninguna serie de jugadas legales (artículo 5.2.2), y un mate ayudado como este es una de esas series. Así que la partida sigue, y quien exceda aquí el tiempo pierde (artículo 6.9).</translation>
    </message>
    <message>
        <source>King and knight against king and knight is not a dead position</source>
        <translation>Rey y caballo contra rey y caballo no es una posición muerta</translation>
    </message>
    <message>
        <source>One knight each cannot force mate, but the game is not drawn automatically, because a helpmate exists. After 1.Kb6 Nc6 2.Nd5 Nb8 3.Nc7# the knight on c7 checks the king on a8. The white king takes away a7 and b7, Black&apos;s own knight blocks b8, and a knight&apos;s check cannot be blocked. Because some series of legal moves ends in checkmate, the position is not dead (Article 5.2.2). Play continues, and a flag fall is a loss, not a draw (Article 6.9).</source>
        <translation>Con un caballo cada uno no se puede forzar el mate, pero la partida no es tablas automáticamente, porque existe un mate ayudado. Tras 1.Rb6 Cc6 2.Cd5 Cb8 3.Cc7# el caballo de c7 da jaque al rey de a8. El rey blanco le quita a7 y b7, el propio caballo negro tapa b8, y el jaque de un caballo no se puede tapar. Como una serie de jugadas legales termina en jaque mate, la posición no está muerta (artículo 5.2.2). La partida continúa, y una caída de bandera es una derrota, no tablas (artículo 6.9).</translation>
    </message>
    <message>
        <source>Threefold repetition and a legal en passant capture</source>
        <translation>Triple repetición y una captura al paso legal</translation>
    </message>
    <message>
        <source>After 1...d5 White could capture en passant with exd6, so this position is not the same as any later position with the same pieces on the same squares: the possible moves differ (Article 9.2.3.1). The knights then go out and back. When the knights first return to g1 and g8 the position counts once, because the en passant capture is no longer possible. It counts twice after the second round and three times after the third, and only then may White, who has the move, claim a draw under Article 9.2. The board looked the same after 1...d5, but that occurrence does not count towards the three. If the capture had been illegal, for example because it would leave the white king in check, that occurrence would count, and two rounds would be enough.</source>
        <translation>Tras 1...d5 las blancas podrían capturar al paso con exd6, así que esta posición no es igual a ninguna posterior con las mismas piezas en las mismas casillas: las jugadas posibles son distintas (artículo 9.2.3.1). Después los caballos salen y vuelven. Cuando los caballos regresan por primera vez a g1 y g8, la posición cuenta una vez, porque la captura al paso ya no es posible. Cuenta dos veces tras la segunda vuelta y tres tras la tercera, y solo entonces pueden las blancas, que tienen el turno, reclamar tablas según el artículo 9.2. Tras 1...d5 el tablero parecía igual, pero esa aparición no cuenta para las tres. Si la captura hubiera sido ilegal, por ejemplo porque dejaría al rey blanco en jaque, esa aparición sí contaría, y bastarían dos vueltas.</translation>
    </message>
    <message>
        <source>Same squares, different position: lost castling rights</source>
        <translation>Mismas casillas, otra posición: derechos de enroque perdidos</translation>
    </message>
    <message>
        <source>After 1.e4 e5, after 3.Ng1 Ng8, after 5.Ke1 Ke8 and after 7.Nb1 Nb8 the same pieces stand on the same squares with White to move, yet this is not a threefold repetition. The first two occurrences are the same position, with both sides still able to castle. The kings&apos; walk to e2 and e7 and back forfeited every castling right, so the last two occurrences are a different position: the possible moves are not the same (Article 9.2.3.2). Each of the two positions has appeared only twice, so no draw can be claimed under Article 9.2.</source>
        <translation>Tras 1.e4 e5, tras 3.Cg1 Cg8, tras 5.Re1 Re8 y tras 7.Cb1 Cb8 las mismas piezas ocupan las mismas casillas y juegan las blancas, y sin embargo no hay triple repetición. Las dos primeras apariciones son la misma posición, en la que ambos bandos aún pueden enrocar. El paseo de los reyes a e2 y e7 y de vuelta les costó todos los derechos de enroque, así que las dos últimas apariciones son otra posición: las jugadas posibles no son las mismas (artículo 9.2.3.2). Cada una de las dos posiciones ha aparecido solo dos veces, así que no se pueden reclamar tablas según el artículo 9.2.</translation>
    </message>
    <message>
        <source>The 75-move rule and a mate on the 150th half-move</source>
        <translation>La regla de los 75 movimientos y un mate en el medio movimiento 150</translation>
    </message>
    <message>
        <source>The half-move clock stands at 149: for 149 half-moves there has been no capture and no pawn move. Any quiet move by White completes 75 moves by each player, and the arbiter must then declare the game drawn without any claim (Article 9.6.2). 80.Ra8 is also the 150th such half-move, but it is checkmate: the king on h8 is attacked along the eighth rank, and g7, h7 and g8 are covered by the white king and rook. Article 9.6.2 says that if the last move resulted in checkmate, the checkmate takes precedence, so White wins (Article 5.1.1). Any other quiet move, such as Ra7 or Kf6, would have drawn the game.</source>
        <translation>El contador de medios movimientos está en 149: en 149 medios movimientos no ha habido ninguna captura ni movimiento de peón. Cualquier movimiento tranquilo de las blancas completa 75 movimientos de cada jugador, y el árbitro debe entonces declarar tablas sin que nadie las reclame (artículo 9.6.2). 80.Ta8 es también el medio movimiento 150, pero es jaque mate: el rey de h8 es atacado por la octava fila, y g7, h7 y g8 están controladas por el rey y la torre blancos. El artículo 9.6.2 dice que si el último movimiento dio jaque mate, el mate prevalece, así que ganan las blancas (artículo 5.1.1). Cualquier otro movimiento tranquilo, como Ta7 o Rf6, habría hecho tablas.</translation>
    </message>
    <message>
        <source>A dead position: locked pawns</source>
        <translation>Una posición muerta: peones bloqueados</translation>
    </message>
    <message>
        <source>Every pawn is blocked by an enemy pawn, and no pawn can capture anything. The white king cannot step onto the fourth rank: a4, d4 and g4 hold White&apos;s own pawns, and b4, c4, e4, f4 and h4 are all attacked by Black&apos;s pawns. In the same way, the black king can never reach the fifth rank. So the kings can never get at the enemy pawns, no pawn will ever move again, and no king can ever be put in check. Neither player can checkmate by any series of legal moves, so the game is drawn at once as a dead position (Article 5.2.2). Nobody needs to claim it, and a flag fall afterwards changes nothing.</source>
        <translation>Cada peón está bloqueado por un peón rival, y ningún peón puede capturar nada. El rey blanco no puede pisar la cuarta fila: en a4, d4 y g4 están sus propios peones, y b4, c4, e4, f4 y h4 están todas atacadas por peones negros. Del mismo modo, el rey negro nunca puede llegar a la quinta fila. Así que los reyes nunca alcanzan los peones rivales, ningún peón volverá a moverse y ningún rey puede recibir jaque jamás. Ningún jugador puede dar jaque mate con ninguna serie de jugadas legales, así que la partida es tablas en el acto por posición muerta (artículo 5.2.2). Nadie tiene que reclamarlas, y una caída de bandera posterior no cambia nada.</translation>
    </message>
    <message>
        <source>Flag fall: a lone knight can still win on time</source>
        <translation>Caída de bandera: un caballo solo aún puede ganar por tiempo</translation>
    </message>
    <message>
        <source>Claiming the fifty-move rule by naming a move</source>
        <translation>Reclamar la regla de los cincuenta movimientos anunciando una jugada</translation>
    </message>
    <message>
        <source>The half-move clock stands at 99, one half-move short of fifty moves by each player without a capture or a pawn move. White does not have to play first and hope Black claims. Under Article 9.3.1 White may write a quiet move, for example Kf3-g3, on the scoresheet and declare to the arbiter the intention to play it. The move cannot then be changed. It would complete the fifty moves, so the claim is correct and the game is drawn. The named move must not be a capture or a pawn move, or it would reset the count instead. Once the clock has reached 100, Article 9.3.2 lets the player who has the move claim without naming any move.</source>
        <translation>El contador de medios movimientos está en 99, a un medio movimiento de cincuenta movimientos de cada jugador sin captura ni movimiento de peón. Las blancas no tienen que jugar primero y esperar a que reclamen las negras. Según el artículo 9.3.1, las blancas pueden anotar en la planilla un movimiento tranquilo, por ejemplo Rf3-g3, y declarar al árbitro su intención de hacerlo. Después ya no pueden cambiarlo. Ese movimiento completaría los cincuenta, así que la reclamación es correcta y la partida es tablas. La jugada anunciada no puede ser una captura ni un movimiento de peón, porque entonces pondría la cuenta a cero. Cuando el contador ha llegado a 100, el artículo 9.3.2 permite al jugador que tiene el turno reclamar sin anunciar ninguna jugada.</translation>
    </message>
    <message>
        <source>Threefold repetition claimed with a written move</source>
        <translation>Triple repetición reclamada con una jugada anotada</translation>
    </message>
    <message>
        <source>The starting position, with White to move and every castling right intact, has appeared twice: at the start of the game and after 2...Ng8. Now, after 4.Ng1, Black can make it appear a third time by playing ...Ng8. Black does not have to play the move first. Under Article 9.2.1 Black writes ...Ng8 on the scoresheet, where it cannot be changed, and declares to the arbiter the intention to play it. The claim is correct and the game is drawn. If Black simply plays ...Ng8 without claiming, the right passes to White, who has the move and may claim that the position has just appeared for the third time.</source>
        <translation>La posición inicial, con turno de las blancas y todos los derechos de enroque intactos, ha aparecido dos veces: al empezar la partida y tras 2...Cg8. Ahora, tras 4.Cg1, las negras pueden hacer que aparezca por tercera vez jugando ...Cg8. No tienen que hacer la jugada primero. Según el artículo 9.2.1, las negras anotan ...Cg8 en la planilla, donde ya no puede cambiarse, y declaran al árbitro su intención de hacerla. La reclamación es correcta y la partida es tablas. Si las negras simplemente juegan ...Cg8 sin reclamar, el derecho pasa a las blancas, que tienen el turno y pueden reclamar que la posición acaba de aparecer por tercera vez.</translation>
    </message>
    <message>
        <source>Black, who has king and rook, is to move with five seconds left, and the clock is running: watch the flag fall. Under Article 6.9 the player whose flag falls loses, unless the opponent cannot checkmate by any possible series of legal moves. White has only king and knight, but a mate is still possible if Black cooperates: for example, black king a8, black rook b8, white king b6 and a white knight arriving on c7. Black&apos;s own rook gives White the blocking piece that a lone knight needs. So Black loses on time. US Chess rule 14E instead treats a lone knight as insufficient material to win and would call this a draw, which is one of the places where the two rulebooks differ.</source>
        <translation>Juegan las negras, con rey y torre, y les quedan cinco segundos con el reloj en marcha: mira cómo cae la bandera. Según el artículo 6.9, pierde el jugador al que le cae la bandera, salvo que el rival no pueda dar jaque mate con ninguna serie posible de jugadas legales. Las blancas solo tienen rey y caballo, pero un mate sigue siendo posible si las negras colaboran: por ejemplo, rey negro en a8, torre negra en b8, rey blanco en b6 y un caballo blanco que llega a c7. La propia torre negra da a las blancas la pieza que tapa la salida que un caballo solo necesita. Así que las negras pierden por tiempo. La regla 14E de US Chess, en cambio, considera un caballo solo material insuficiente para ganar y daría tablas; es uno de los puntos en que los dos reglamentos difieren.</translation>
    </message>
</context>
<context>
    <name>FenDialog</name>
    <message>
        <source>Load Position (FEN)</source>
        <translation>Cargar posición (FEN)</translation>
    </message>
    <message>
        <source>Type or paste a position in Forsyth-Edwards Notation (FEN):</source>
        <translation>Escriba o pegue una posición en notación Forsyth-Edwards (FEN):</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>&amp;Start position</source>
        <translation>Posición &amp;inicial</translation>
    </message>
</context>
<context>
    <name>ReasonTexts</name>
    <message>
        <source>ply %1 (%2)</source>
        <translation>medio movimiento %1 (%2)</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>medio movimiento %1</translation>
    </message>
    <message>
        <source>bare king</source>
        <translation>rey solo</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <translation>%1, %2 y %3</translation>
    </message>
    <message>
        <source>%1 (%2) cannot checkmate by any series of legal moves at the end, %3: %4</source>
        <translation>%1 (%2) no puede dar jaque mate con ninguna serie de jugadas legales al final, %3: %4</translation>
    </message>
    <message>
        <source>ruled %1: %2, %3</source>
        <translation>decidido %1: %2, %3</translation>
    </message>
    <message>
        <source>neither a resignation nor a flag fall loses</source>
        <translation>ni el abandono ni la caída de bandera hacen perder</translation>
    </message>
    <message>
        <source>neither a resignation, a flag fall nor %1&apos;s second illegal move %2 loses</source>
        <translation>ni el abandono, ni la caída de bandera, ni la segunda jugada ilegal de %1, %2, hacen perder</translation>
    </message>
    <message>
        <source>a loss for an illegal move (the recorded Termination) is a draw against such a side</source>
        <translation>una derrota por jugada ilegal (la Termination registrada) es tablas frente a un bando así</translation>
    </message>
    <message>
        <source>%1 checkmated at %2</source>
        <translation>%1 dio jaque mate en %2</translation>
    </message>
    <message>
        <source>stalemate at %1</source>
        <translation>ahogado en %1</translation>
    </message>
    <message>
        <source>a dead position arose at %1</source>
        <translation>surgió una posición muerta en %1</translation>
    </message>
    <message>
        <source>75 moves by each side without a capture or a pawn move at %1</source>
        <translation>75 movimientos de cada bando sin captura ni movimiento de peón en %1</translation>
    </message>
    <message>
        <source>the same position for the fifth time at %1</source>
        <translation>la misma posición por quinta vez en %1</translation>
    </message>
    <message>
        <source>the same position for the third time (casual rules) at %1</source>
        <translation>la misma posición por tercera vez (reglas informales) en %1</translation>
    </message>
    <message>
        <source>50 moves by each side without a capture or a pawn move (casual rules) at %1</source>
        <translation>50 movimientos de cada bando sin captura ni movimiento de peón (reglas informales) en %1</translation>
    </message>
    <message>
        <source>%1; %2&apos;s flag had fallen at %3, but play went on (%4: a flag counts once seen or claimed)</source>
        <translation>%1; la bandera de %2 ya había caído en %3, pero se siguió jugando (%4: una bandera cuenta en cuanto se ve o se reclama)</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) has enough material to win on time, at %4</source>
        <translation>cayó la bandera de %1 y %2 (%3) tiene material suficiente para ganar por tiempo, en %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) has insufficient material to win on time, at %4</source>
        <translation>cayó la bandera de %1 y %2 (%3) no tiene material suficiente para ganar por tiempo, en %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) can checkmate by some series of legal moves, at %4</source>
        <translation>cayó la bandera de %1 y %2 (%3) puede dar jaque mate con alguna serie de jugadas legales, en %4</translation>
    </message>
    <message>
        <source>%1&apos;s flag fell and %2 (%3) cannot checkmate, at %4</source>
        <translation>cayó la bandera de %1 y %2 (%3) no puede dar jaque mate, en %4</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message numerus="yes">
        <source>%1 is the file this game comes from and holds %n game(s).</source>
        <translation>
            <numerusform>%1 es el archivo del que procede esta partida y contiene %n partida.</numerusform>
            <numerusform>%1 es el archivo del que procede esta partida y contiene %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 already holds %n game(s).</source>
        <translation>
            <numerusform>%1 ya contiene %n partida.</numerusform>
            <numerusform>%1 ya contiene %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the other %n game(s).</source>
        <translation>
            <numerusform>Si se sustituye solo por esta partida, se pierde la otra partida.</numerusform>
            <numerusform>Si se sustituye solo por esta partida, se pierden las otras %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with this game alone removes the %n game(s) in it.</source>
        <translation>
            <numerusform>Si se sustituye solo por esta partida, se pierde la partida que contiene.</numerusform>
            <numerusform>Si se sustituye solo por esta partida, se pierden las %n partidas que contiene.</numerusform>
        </translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message numerus="yes">
        <source>Save All %n Games</source>
        <translation>
            <numerusform>Guardar %n partida</numerusform>
            <numerusform>Guardar las %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace with This Game Only</source>
        <translation>Sustituir solo por esta partida</translation>
    </message>
    <message numerus="yes">
        <source>Replacing it with these %n game(s) removes the games it holds now.</source>
        <translation>
            <numerusform>Si se sustituye por esta %n partida, se pierden las partidas que contiene ahora.</numerusform>
            <numerusform>Si se sustituye por estas %n partidas, se pierden las partidas que contiene ahora.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replace the File</source>
        <translation>Sustituir el archivo</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 ya existe.</translation>
    </message>
    <message>
        <source>Do you want to replace it?</source>
        <translation>¿Desea reemplazar el archivo?</translation>
    </message>
</context>
<context>
    <name>TimeControlDialog</name>
    <message>
        <source>Time Control</source>
        <translation>Ritmo de juego</translation>
    </message>
    <message>
        <source>&amp;Preset:</source>
        <translation>&amp;Predefinido:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <source>&amp;Base time:</source>
        <translation>Tiempo &amp;base:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>&amp;Incremento:</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>P&amp;eriods:</source>
        <translation>P&amp;eriodos:</translation>
    </message>
    <message>
        <source>40/5400+30:1800+30</source>
        <translation>40/5400+30:1800+30</translation>
    </message>
    <message>
        <source>Periods in seconds, separated by &apos;:&apos;. &quot;40/5400+30&quot; is 40 moves in 90 minutes with 30 seconds added per move; a &apos;d&apos; or &apos;b&apos; suffix gives a simple or Bronstein delay.</source>
        <translation>Periodos en segundos, separados por «:». «40/5400+30» son 40 movimientos en 90 minutos con 30 segundos añadidos por movimiento; el sufijo «d» o «b» da un retardo simple o Bronstein.</translation>
    </message>
    <message>
        <source>Base time, seconds</source>
        <translation>Tiempo base, segundos</translation>
    </message>
</context>
<context>
    <name>WatchTexts</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
    <message>
        <source>Last event</source>
        <translation>Último suceso</translation>
    </message>
    <message>
        <source>ply %1: the recorded result is against the rules: %2</source>
        <translation>medio movimiento %1: el resultado anotado va contra las reglas: %2</translation>
    </message>
    <message>
        <source>Board %1, %2 – %3: %4</source>
        <translation>Tablero %1, %2 – %3: %4</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>the record stops here: %1; check the board: the moves after it are ruled once the record is corrected</source>
        <translation>la planilla se detiene aquí: %1; revise el tablero: las jugadas siguientes se juzgarán cuando se corrija la planilla</translation>
    </message>
</context>
<context>
    <name>remis::app::ArbiterModel</name>
    <message>
        <source>since %1</source>
        <translation>desde %1</translation>
    </message>
    <message>
        <source>since the start position</source>
        <translation>desde la posición inicial</translation>
    </message>
    <message>
        <source>1st occurrence of this position</source>
        <translation>1.ª aparición de esta posición</translation>
    </message>
    <message>
        <source>%1 occurrence (plies %2)</source>
        <translation>%1 aparición (medios movimientos %2)</translation>
    </message>
    <message>
        <source>%2 may claim a draw by threefold repetition now (FIDE %1).</source>
        <translation>Las %2 pueden reclamar ahora tablas por triple repetición (FIDE %1).</translation>
    </message>
    <message>
        <source>%2 may claim a draw by the fifty-move rule now (FIDE %1).</source>
        <translation>Las %2 pueden reclamar ahora tablas por la regla de los cincuenta movimientos (FIDE %1).</translation>
    </message>
    <message>
        <source>%3 may claim a draw by writing one of these moves without playing it: %4 (FIDE %1 / %2).</source>
        <translation>Las %3 pueden reclamar tablas anotando una de estas jugadas sin hacerla: %4 (FIDE %1 / %2).</translation>
    </message>
    <message>
        <source>Ply %1 looks the same but does not count: %2</source>
        <translation>El medio movimiento %1 parece igual pero no cuenta: %2</translation>
    </message>
    <message>
        <source>(as recorded: %1)</source>
        <translation>(según lo anotado: %1)</translation>
    </message>
    <message>
        <source>White won (recorded result; no reason given)</source>
        <translation>Ganaron las blancas (resultado registrado; sin motivo indicado)</translation>
    </message>
    <message>
        <source>Black won (recorded result; no reason given)</source>
        <translation>Ganaron las negras (resultado registrado; sin motivo indicado)</translation>
    </message>
    <message>
        <source>Draw (recorded result; no reason given)</source>
        <translation>Tablas (resultado registrado; sin motivo indicado)</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) each</source>
        <translation>
            <numerusform>%n jugada cada uno</numerusform>
            <numerusform>%n jugadas cada uno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) by %1, %2 by %3</source>
        <translation>
            <numerusform>%n jugada de %1, %2 de %3</numerusform>
            <numerusform>%n jugadas de %1, %2 de %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s) (%1) without a capture or pawn move, %2</source>
        <translation>
            <numerusform>%n medio movimiento (%1) sin captura ni movimiento de peón, %2</numerusform>
            <numerusform>%n medios movimientos (%1) sin captura ni movimiento de peón, %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking whether either side can still checkmate (FIDE %1, %2)…</source>
        <translation>Comprobando si algún bando aún puede dar mate (FIDE %1, %2)…</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>tras %1</translation>
    </message>
    <message>
        <source>from the start position</source>
        <translation>desde la posición inicial</translation>
    </message>
    <message>
        <source>Dead position %2: neither side can checkmate by any series of legal moves (FIDE %1).</source>
        <translation>Posición muerta %2: ningún bando puede dar mate con ninguna serie de jugadas legales (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>The game ended there; %n move(s) played after it were taken back.</source>
        <translation>
            <numerusform>La partida terminó ahí; se deshizo %n jugada hecha después.</numerusform>
            <numerusform>La partida terminó ahí; se deshicieron %n jugadas hechas después.</numerusform>
        </translation>
    </message>
    <message>
        <source>%3 offers a draw (FIDE %1). An offer by %4 in answer agrees to it (FIDE %2).</source>
        <translation>Las %3 ofrecen tablas (FIDE %1). Una oferta de las %4 en respuesta las acepta (FIDE %2).</translation>
    </message>
    <message>
        <source>Here %2 could claim a draw by threefold repetition (FIDE %1).</source>
        <translation>Aquí %2 podía reclamar tablas por triple repetición (FIDE %1).</translation>
    </message>
    <message>
        <source>Here %2 could claim a draw by the fifty-move rule (FIDE %1).</source>
        <translation>Aquí %2 podía reclamar tablas por la regla de los cincuenta movimientos (FIDE %1).</translation>
    </message>
    <message>
        <source>Here %3 could claim a draw by writing one of these moves without playing it: %4 (FIDE %1 / %2).</source>
        <translation>Aquí %3 podía reclamar tablas escribiendo una de estas jugadas sin hacerla: %4 (FIDE %1 / %2).</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posición inicial</translation>
    </message>
    <message>
        <source>Viewing a variation: the arbiter shows the game at ply %1 (%2), where it branches off. Press End to return to the game.</source>
        <translation>Se muestra una variante: el árbitro muestra la partida en el medio movimiento %1 (%2), donde se ramifica. Fin vuelve a la partida.</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la posición tras %1</translation>
    </message>
    <message>
        <source>Viewing %1 (ply %2 of %3): the counts and claims as they stood then. Press End to return to the game.</source>
        <translation>Se ve %1 (medio movimiento %2 de %3): los recuentos y las reclamaciones como estaban entonces. Fin vuelve a la partida.</translation>
    </message>
    <message>
        <source>It was made before moving: it is written with %2&apos;s next move. Make the move first, then offer (FIDE %1).</source>
        <translation>Se hizo antes de jugar: se anota con la próxima jugada de las %2. Primero se juega y luego se ofrece (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s rulings stop at the null move %1: from there on this is no game under the Laws of Chess.</source>
        <translation>Las decisiones del árbitro se detienen en la jugada nula %1: a partir de ahí esto no es una partida según las Leyes del Ajedrez.</translation>
    </message>
    <message>
        <source>(result corrected to the arbiter&apos;s ruling)</source>
        <translation>(resultado corregido según la decisión del árbitro)</translation>
    </message>
    <message>
        <source>%1 won on time, as recorded.</source>
        <translation>%1 ganó por tiempo, según lo registrado.</translation>
    </message>
    <message>
        <source>%1 won by resignation, as recorded.</source>
        <translation>%1 ganó por abandono, según lo registrado.</translation>
    </message>
    <message>
        <source>The arbiter&apos;s ruling: %1.</source>
        <translation>Decisión del árbitro: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n of them before the set-up position</source>
        <translation>
            <numerusform>%n de ellas antes de la posición planteada</numerusform>
            <numerusform>%n de ellas antes de la posición planteada</numerusform>
        </translation>
    </message>
    <message>
        <source>Viewing ply %1 of the record, played after the game ended at ply %2: the counts and claims are as they stood at the end.</source>
        <translation>Viendo la jugada %1 del registro, hecha después de que la partida terminara en la jugada %2: los contadores y las reclamaciones, tal como estaban al final.</translation>
    </message>
    <message>
        <source>White won (recorded: %1)</source>
        <translation>Ganaron las blancas (registrado: %1)</translation>
    </message>
    <message>
        <source>Black won (recorded: %1)</source>
        <translation>Ganaron las negras (registrado: %1)</translation>
    </message>
    <message>
        <source>Draw (recorded: %1)</source>
        <translation>Tablas (registrado: %1)</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1 could claim a draw by threefold repetition in the final position (FIDE %2).</source>
        <translation>Observación del árbitro: %1 podía reclamar tablas por triple repetición en la posición final (FIDE %2).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1 could claim a draw by the fifty-move rule in the final position (FIDE %2).</source>
        <translation>Observación del árbitro: %1 podía reclamar tablas por la regla de los cincuenta movimientos en la posición final (FIDE %2).</translation>
    </message>
    <message>
        <source>%1&apos;s second illegal move %2 loses under FIDE %3, unless %4 cannot checkmate.</source>
        <translation>La segunda jugada ilegal de %1, %2, pierde según FIDE %3, salvo que %4 no pueda dar mate.</translation>
    </message>
    <message>
        <source>%1&apos;s clock read 0:00 after %2, but play went on: a flag counts as fallen only once the arbiter sees it or a player claims it (FIDE %3).</source>
        <translation>El reloj de %1 marcaba 0:00 tras %2, pero la partida siguió: una bandera solo cuenta como caída cuando el árbitro lo ve o un jugador lo reclama (FIDE %3).</translation>
    </message>
    <message>
        <source>%2 cannot accept yet: a game is drawn by agreement only once both players have made a move (FIDE %1).</source>
        <translation>Las %2 aún no pueden aceptar: una partida solo es tablas por acuerdo cuando ambos jugadores han hecho una jugada (FIDE %1).</translation>
    </message>
    <message>
        <source>%2&apos;s move declines the offer (FIDE %1), so this offer cannot be accepted.</source>
        <translation>Una jugada de las %2 rechaza la oferta (FIDE %1), así que esta oferta no puede aceptarse.</translation>
    </message>
    <message>
        <source>No draw offer stands: a player offers a draw after making a move, and the opponent accepts or declines it (FIDE %1).</source>
        <translation>No hay ninguna oferta de tablas: un jugador ofrece tablas después de hacer su jugada, y el rival la acepta o la rechaza (FIDE %1).</translation>
    </message>
    <message>
        <source>%2 offers a draw (FIDE %1).</source>
        <translation>Las %2 ofrecen tablas (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s rulings have stopped in this game: a draw can no longer be agreed.</source>
        <translation>Las decisiones del árbitro se han detenido en esta partida: ya no pueden acordarse tablas.</translation>
    </message>
    <message>
        <source>Viewing ply %1 of the record, played after the null move at ply %2, where the arbiter&apos;s rulings stop: the counts and claims are as they stood before it.</source>
        <translation>Viendo la jugada %1 del registro, jugada después de la jugada nula en la jugada %2, donde terminan las decisiones del árbitro: los recuentos y reclamaciones son los de antes de ella.</translation>
    </message>
    <message>
        <source>It comes from %2&apos;s incorrect claim, which counts as a draw offer (FIDE %1): it stands until %3 accepts it, declines it or moves.</source>
        <translation>Viene de la reclamación incorrecta de las %2, que cuenta como oferta de tablas (FIDE %1): sigue en pie hasta que las %3 la acepten, la rechacen o jueguen.</translation>
    </message>
    <message>
        <source>It comes from %2&apos;s incorrect claim, which counts as a draw offer (FIDE %1).</source>
        <translation>Viene de la reclamación incorrecta de las %2, que cuenta como oferta de tablas (FIDE %1).</translation>
    </message>
    <message>
        <source>The arbiter&apos;s observation: %1&apos;s clock read 0:00 after %2, so %1&apos;s flag fell. The record is unfinished and its result stays as recorded.</source>
        <translation>Observación del árbitro: el reloj de %1 marcaba 0:00 tras %2, así que la bandera de %1 cayó. La partida registrada está sin terminar y su resultado queda como se registró.</translation>
    </message>
    <message>
        <source>Whether %1 can checkmate, and so the ruling by %2, could not be decided.</source>
        <translation>No se pudo decidir si %1 puede dar mate, ni por tanto la decisión según %2.</translation>
    </message>
    <message>
        <source>By %1 %2 wins: %2 can checkmate by some series of legal moves.</source>
        <translation>Según %1 gana %2: %2 puede dar mate con alguna serie de jugadas legales.</translation>
    </message>
    <message>
        <source>By %1 a draw: %2 has insufficient material to win.</source>
        <translation>Según %1, tablas: %2 no tiene material suficiente para ganar.</translation>
    </message>
    <message>
        <source>By %1 a draw: %2 cannot checkmate by any series of legal moves.</source>
        <translation>Según %1, tablas: %2 no puede dar mate con ninguna serie de jugadas legales.</translation>
    </message>
</context>
<context>
    <name>remis::app::ClockTexts</name>
    <message>
        <source>untimed</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>No clock: moves are not timed.</source>
        <translation>Sin reloj: las jugadas no se cronometran.</translation>
    </message>
    <message>
        <source>; then %1</source>
        <translation>; luego %1</translation>
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
            <numerusform>%n jugada en %1</numerusform>
            <numerusform>%n jugadas en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>%1 + %2 Bronstein delay</source>
        <translation>%1 + %2 de demora Bronstein</translation>
    </message>
    <message>
        <source>%1 + %2 delay</source>
        <translation>%1 + %2 de demora</translation>
    </message>
    <message>
        <source>%1 for the game</source>
        <translation>%1 para la partida</translation>
    </message>
    <message>
        <source>, plus %1 per move from the first move on</source>
        <translation>, más %1 por jugada desde la primera</translation>
    </message>
    <message>
        <source>, %1 Bronstein delay</source>
        <translation>, %1 de retardo Bronstein</translation>
    </message>
    <message>
        <source>, %1 delay</source>
        <translation>, %1 de retardo</translation>
    </message>
    <message>
        <source>%1 delay per move</source>
        <translation>%1 de retardo por jugada</translation>
    </message>
    <message>
        <source>%2. The clock starts with the first move played on the board; every move, the first included, is timed and earns what the control adds (FIDE %1).</source>
        <translation>%2. El reloj arranca con la primera jugada hecha en el tablero; cada jugada, incluida la primera, se cronometra y recibe lo que el control añade (FIDE %1).</translation>
    </message>
    <message>
        <source>+%1 every move</source>
        <translation>+%1 en cada jugada</translation>
    </message>
    <message>
        <source>%1 has less than %2 left.</source>
        <translation>%1: quedan menos de %2.</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>menos de %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n move(s)</source>
        <translation>
            <numerusform>%1 para %n jugada</numerusform>
            <numerusform>%1 para %n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::ErrorTexts</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>placement</source>
        <translation>colocación</translation>
    </message>
    <message>
        <source>side to move</source>
        <translation>turno</translation>
    </message>
    <message>
        <source>castling</source>
        <translation>enroque</translation>
    </message>
    <message>
        <source>en passant</source>
        <translation>al paso</translation>
    </message>
    <message>
        <source>halfmove clock</source>
        <translation>contador de medias jugadas</translation>
    </message>
    <message>
        <source>fullmove number</source>
        <translation>número de jugada</translation>
    </message>
    <message>
        <source>FEN field %1 (%2): </source>
        <translation>Campo FEN %1 (%2): </translation>
    </message>
    <message>
        <source>time control period %1 &apos;%2&apos;: </source>
        <translation>control de tiempo, periodo %1 «%2»: </translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>move %1 &quot;%2&quot;: </source>
        <translation>jugada %1 «%2»: </translation>
    </message>
    <message>
        <source>empty move</source>
        <translation>jugada vacía</translation>
    </message>
    <message>
        <source>not a move: bad promotion piece</source>
        <translation>no es una jugada: pieza de promoción no válida</translation>
    </message>
    <message>
        <source>not a move: no destination square</source>
        <translation>no es una jugada: falta la casilla de destino</translation>
    </message>
    <message>
        <source>not a move: unexpected &apos;%1&apos;</source>
        <translation>no es una jugada: «%1» inesperado</translation>
    </message>
    <message>
        <source>kingside castling is not legal here</source>
        <translation>el enroque corto no es legal aquí</translation>
    </message>
    <message>
        <source>queenside castling is not legal here</source>
        <translation>el enroque largo no es legal aquí</translation>
    </message>
    <message>
        <source>a pawn reaching the last rank must promote (add =Q, =R, =B or =N)</source>
        <translation>un peón que llega a la última fila debe promocionar (añada =Q, =R, =B o =N)</translation>
    </message>
    <message>
        <source>a promotion must be to a queen, rook, bishop or knight and only on the last rank</source>
        <translation>solo se promociona en la última fila, a dama, torre, alfil o caballo</translation>
    </message>
    <message>
        <source>no %1 can legally move to %2</source>
        <translation>ninguna pieza de tipo «%1» puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no %1 on the board to move to %2</source>
        <translation>no hay en el tablero ninguna pieza de tipo «%1» que pueda ir a %2</translation>
    </message>
    <message>
        <source>ambiguous: could be %1</source>
        <translation>ambigua: puede ser %1</translation>
    </message>
    <message>
        <source>not a UCI move (like e2e4 or e7e8q)</source>
        <translation>no es una jugada UCI (como e2e4 o e7e8q)</translation>
    </message>
    <message>
        <source>bad promotion letter (use q, r, b or n)</source>
        <translation>letra de promoción no válida (use q, r, b o n)</translation>
    </message>
    <message>
        <source>a pawn reaching the last rank must promote (add q, r, b or n)</source>
        <translation>un peón que llega a la última fila debe promocionar (añada q, r, b o n)</translation>
    </message>
    <message>
        <source>no piece on %1</source>
        <translation>no hay ninguna pieza en %1</translation>
    </message>
    <message>
        <source>the piece on %1 is not the side to move&apos;s</source>
        <translation>la pieza de %1 no es del bando que mueve</translation>
    </message>
    <message>
        <source>the %1 on %2 cannot legally move to %3</source>
        <translation>la pieza «%1» de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>%1 is not a legal move</source>
        <translation>%1 no es una jugada legal</translation>
    </message>
    <message>
        <source>the game ended at ply %1</source>
        <translation>la partida terminó en la media jugada %1</translation>
    </message>
    <message>
        <source>a null move is impossible while in check</source>
        <translation>una jugada nula es imposible estando en jaque</translation>
    </message>
    <message>
        <source>missing, the FEN is empty</source>
        <translation>falta, el FEN está vacío</translation>
    </message>
    <message>
        <source>missing; a FEN has at least 4 fields (placement, side to move, castling, en passant)</source>
        <translation>falta; un FEN tiene al menos 4 campos (colocación, turno, enroque, al paso)</translation>
    </message>
    <message>
        <source>FEN field 7: unexpected %1; a FEN has at most 6 fields</source>
        <translation>Campo FEN 7: %1 inesperado; un FEN tiene como mucho 6 campos</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 8</source>
        <translation>la fila %1 tiene %2 casillas, no 8</translation>
    </message>
    <message>
        <source>rank %1 has more than 8 squares</source>
        <translation>la fila %1 tiene más de 8 casillas</translation>
    </message>
    <message>
        <source>more than 8 ranks</source>
        <translation>más de 8 filas</translation>
    </message>
    <message>
        <source>has %1 ranks, not 8</source>
        <translation>tiene %1 filas, no 8</translation>
    </message>
    <message>
        <source>unknown piece letter %1</source>
        <translation>letra de pieza desconocida %1</translation>
    </message>
    <message>
        <source>%1 has %2 kings, not exactly 1</source>
        <translation>%1 tienen %2 reyes, no exactamente 1</translation>
    </message>
    <message>
        <source>%1 has %2 men, more than 16</source>
        <translation>%1 tienen %2 piezas, más de 16</translation>
    </message>
    <message>
        <source>a pawn on %1 (pawns cannot stand on the first or last rank)</source>
        <translation>un peón en %1 (los peones no pueden estar en la primera ni en la última fila)</translation>
    </message>
    <message>
        <source>the king is in check from more than two pieces</source>
        <translation>el rey recibe jaque de más de dos piezas</translation>
    </message>
    <message>
        <source>%1 is not w or b</source>
        <translation>%1 no es w ni b</translation>
    </message>
    <message>
        <source>%1 is in check but it is not %1&apos;s move</source>
        <translation>%1 están en jaque pero no les toca mover</translation>
    </message>
    <message>
        <source>unknown letter %1 (use K, Q, k, q or -)</source>
        <translation>letra desconocida %1 (use K, Q, k, q o -)</translation>
    </message>
    <message>
        <source>%1 given twice</source>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <source>%1 but the king is not on %2</source>
        <translation>%1 pero el rey no está en %2</translation>
    </message>
    <message>
        <source>%1 but no rook on %2</source>
        <translation>%1 pero no hay torre en %2</translation>
    </message>
    <message>
        <source>%1 is not a square or -</source>
        <translation>%1 no es una casilla ni -</translation>
    </message>
    <message>
        <source>%1 is impossible with %2 to move</source>
        <translation>%1 es imposible si mueven %2</translation>
    </message>
    <message>
        <source>%1 is impossible: no pawn on %2 that just moved two squares</source>
        <translation>%1 es imposible: no hay en %2 ningún peón que acabe de avanzar dos casillas</translation>
    </message>
    <message>
        <source>%1 is impossible: %2 is not empty</source>
        <translation>%1 es imposible: %2 no está vacía</translation>
    </message>
    <message>
        <source>%1 is not a number</source>
        <translation>%1 no es un número</translation>
    </message>
    <message>
        <source>is negative</source>
        <translation>es negativo</translation>
    </message>
    <message>
        <source>%1 is too large (at most %2)</source>
        <translation>%1 es demasiado grande (como mucho %2)</translation>
    </message>
    <message>
        <source>must be at least 1</source>
        <translation>debe ser al menos 1</translation>
    </message>
    <message>
        <source>%1 is out of range (%2 to %3)</source>
        <translation>%1 está fuera de rango (%2 a %3)</translation>
    </message>
    <message>
        <source>time control: empty</source>
        <translation>control de tiempo: vacío</translation>
    </message>
    <message>
        <source>time control: unknown (&apos;?&apos;)</source>
        <translation>control de tiempo: desconocido («?»)</translation>
    </message>
    <message>
        <source>time control: simple (d) and Bronstein (b) delay mixed</source>
        <translation>control de tiempo: se mezclan demora simple (d) y Bronstein (b)</translation>
    </message>
    <message>
        <source>expected a time</source>
        <translation>se esperaba un tiempo</translation>
    </message>
    <message>
        <source>sandclock periods are not supported</source>
        <translation>los periodos de reloj de arena no se admiten</translation>
    </message>
    <message>
        <source>bad move count</source>
        <translation>número de jugadas no válido</translation>
    </message>
    <message>
        <source>bad time in seconds</source>
        <translation>tiempo en segundos no válido</translation>
    </message>
    <message>
        <source>bad increment</source>
        <translation>incremento no válido</translation>
    </message>
    <message>
        <source>bad delay</source>
        <translation>demora no válida</translation>
    </message>
    <message>
        <source>unexpected &apos;%1&apos;</source>
        <translation>«%1» inesperado</translation>
    </message>
    <message>
        <source>time control period 1: the first period needs a time above 0</source>
        <translation>control de tiempo, periodo 1: el primer periodo necesita un tiempo mayor que 0</translation>
    </message>
    <message>
        <source>time control period %1: only the last period may omit the move count</source>
        <translation>control de tiempo, periodo %1: solo el último periodo puede omitir el número de jugadas</translation>
    </message>
    <message>
        <source>clock: press before the clock was started</source>
        <translation>reloj: pulsado antes de ponerlo en marcha</translation>
    </message>
    <message>
        <source>unknown style &quot;%1&quot; (styles: %2)</source>
        <translation>estilo desconocido «%1» (estilos: %2)</translation>
    </message>
    <message>
        <source>size must be from %1 to %2 pixels</source>
        <translation>el tamaño debe estar entre %1 y %2 píxeles</translation>
    </message>
    <message>
        <source>a marked square is off the board</source>
        <translation>una casilla marcada está fuera del tablero</translation>
    </message>
    <message>
        <source>an arrow leaves the board</source>
        <translation>una flecha sale del tablero</translation>
    </message>
    <message>
        <source>the last move leaves the board</source>
        <translation>la última jugada sale del tablero</translation>
    </message>
    <message>
        <source>move %1 &quot;%2&quot;: %3</source>
        <translation>jugada %1 «%2»: %3</translation>
    </message>
    <message>
        <source>%1, game %2 (from line %3): %4</source>
        <translation>%1, partida %2 (desde la línea %3): %4</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>The record goes on after this position (a null move or a move that could not be read): moves cannot be added to it</source>
        <translation>La anotación sigue después de esta posición (una jugada nula o una jugada ilegible): no se le pueden añadir jugadas</translation>
    </message>
    <message>
        <source>No game found in the text</source>
        <translation>No se encontró ninguna partida en el texto</translation>
    </message>
    <message>
        <source>No game found: %1</source>
        <translation>No se encontró ninguna partida: %1</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: it is shorter than when it was opened.</source>
        <translation>No se puede leer %1: es más corto que cuando se abrió.</translation>
    </message>
    <message>
        <source>%1 is a UTF-16 file too large to open; save it as UTF-8 first.</source>
        <translation>%1 es un archivo UTF-16 demasiado grande para abrirlo; guárdelo antes como UTF-8.</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 but is not valid UTF-16.</source>
        <translation>%1 empieza como UTF-16 pero no es UTF-16 válido.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds binary data.</source>
        <translation>%1 no es un archivo PGN: contiene datos binarios.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 está vacío.</translation>
    </message>
    <message>
        <source>%1 is not a PGN file: it holds no game.</source>
        <translation>%1 no es un archivo PGN: no contiene ninguna partida.</translation>
    </message>
    <message>
        <source>%1 changed on disk since it was opened; use Save As to keep both.</source>
        <translation>%1 ha cambiado en el disco desde que se abrió; use «Guardar como» para conservar ambos.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>el archivo no está abierto</translation>
    </message>
    <message>
        <source>the write failed</source>
        <translation>la escritura falló</translation>
    </message>
    <message>
        <source>No saved game at %1</source>
        <translation>No hay ninguna partida guardada en %1</translation>
    </message>
    <message>
        <source>No saved game to resume at %1</source>
        <translation>No hay ninguna partida guardada que continuar en %1</translation>
    </message>
    <message>
        <source>There is no text to load.</source>
        <translation>No hay ningún texto que cargar.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %n game(s); there is no game %2.</source>
        <translation>
            <numerusform>%1 contiene %n partida; no hay partida %2.</numerusform>
            <numerusform>%1 contiene %n partidas; no hay partida %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>no demonstration &quot;%1&quot;</source>
        <translation>no hay ninguna demostración «%1»</translation>
    </message>
    <message>
        <source>nothing to write</source>
        <translation>nada que escribir</translation>
    </message>
    <message>
        <source>FEN tag: </source>
        <translation>etiqueta FEN: </translation>
    </message>
    <message>
        <source>unexpected %1</source>
        <translation>inesperado: %1</translation>
    </message>
    <message>
        <source>malformed tag: %1</source>
        <translation>etiqueta mal formada: %1</translation>
    </message>
    <message>
        <source>unterminated tag: %1</source>
        <translation>etiqueta sin cerrar: %1</translation>
    </message>
    <message>
        <source>comment too long: %1</source>
        <translation>comentario demasiado largo: %1</translation>
    </message>
    <message>
        <source>tag line too long: %1</source>
        <translation>línea de etiqueta demasiado larga: %1</translation>
    </message>
    <message>
        <source>token too long: %1</source>
        <translation>elemento demasiado largo: %1</translation>
    </message>
    <message>
        <source>unterminated comment</source>
        <translation>comentario sin cerrar</translation>
    </message>
    <message>
        <source>NAG out of range: %1</source>
        <translation>NAG fuera de rango: %1</translation>
    </message>
    <message>
        <source>unknown annotation %1</source>
        <translation>anotación desconocida %1</translation>
    </message>
    <message>
        <source>variations nested deeper than %1 skipped</source>
        <translation>variantes anidadas a más de %1 niveles, omitidas</translation>
    </message>
    <message>
        <source>unmatched &apos;)&apos;</source>
        <translation>&apos;)&apos; sin pareja</translation>
    </message>
    <message>
        <source>unterminated variation</source>
        <translation>variante sin cerrar</translation>
    </message>
    <message>
        <source>game has no result</source>
        <translation>partida sin resultado</translation>
    </message>
    <message>
        <source>a variation before any move</source>
        <translation>una variante antes de cualquier jugada</translation>
    </message>
    <message>
        <source>fullmove number 0 read as 1</source>
        <translation>número de jugada 0 leído como 1</translation>
    </message>
    <message>
        <source>castling rights %1 dropped: the king or rook is not on its home square</source>
        <translation>derechos de enroque %1 eliminados: el rey o la torre no está en su casilla inicial</translation>
    </message>
    <message>
        <source>malformed tag %1 read as %2</source>
        <translation>etiqueta mal formada %1 leída como %2</translation>
    </message>
    <message>
        <source>not a tag, kept as a comment: %1</source>
        <translation>no es una etiqueta, se conserva como comentario: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A refused move and why: &quot;no knight can legally move to c3: the move would expose...&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the king is in check, and this move does not get it out of check</source>
        <translation>el rey está en jaque, y esta jugada no lo saca del jaque</translation>
    </message>
    <message>
        <source>the king would move into check</source>
        <translation>el rey se movería a una casilla en jaque</translation>
    </message>
    <message>
        <source>the move would expose its king to check</source>
        <translation>la jugada dejaría a su rey en jaque</translation>
    </message>
    <message>
        <source>the king or that rook has already moved</source>
        <translation>el rey o esa torre ya se han movido</translation>
    </message>
    <message>
        <source>the king is in check, and castling cannot get it out of check</source>
        <translation>el rey está en jaque, y el enroque no puede sacarlo del jaque</translation>
    </message>
    <message>
        <source>the king would cross a square that is attacked</source>
        <translation>el rey cruzaría una casilla atacada</translation>
    </message>
    <message>
        <source>the king would castle into check</source>
        <translation>el rey quedaría en jaque tras el enroque</translation>
    </message>
    <message>
        <source>%1 (FIDE %2)</source>
        <extracomment>The reason a move is refused and the article of the Laws: &quot;...into check (FIDE 3.9)&quot;.</extracomment>
        <translation>%1 (FIDE %2)</translation>
    </message>
    <message>
        <source>no pawn can legally move to %2</source>
        <translation>ningún peón puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no knight can legally move to %2</source>
        <translation>ningún caballo puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no bishop can legally move to %2</source>
        <translation>ningún alfil puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no rook can legally move to %2</source>
        <translation>ninguna torre puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no queen can legally move to %2</source>
        <translation>ninguna dama puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no king can legally move to %2</source>
        <translation>ningún rey puede ir legalmente a %2</translation>
    </message>
    <message>
        <source>no pawn on the board to move to %2</source>
        <translation>no hay en el tablero ningún peón que pueda ir a %2</translation>
    </message>
    <message>
        <source>no knight on the board to move to %2</source>
        <translation>no hay en el tablero ningún caballo que pueda ir a %2</translation>
    </message>
    <message>
        <source>no bishop on the board to move to %2</source>
        <translation>no hay en el tablero ningún alfil que pueda ir a %2</translation>
    </message>
    <message>
        <source>no rook on the board to move to %2</source>
        <translation>no hay en el tablero ninguna torre que pueda ir a %2</translation>
    </message>
    <message>
        <source>no queen on the board to move to %2</source>
        <translation>no hay en el tablero ninguna dama que pueda ir a %2</translation>
    </message>
    <message>
        <source>no king on the board to move to %2</source>
        <translation>no hay en el tablero ningún rey que pueda ir a %2</translation>
    </message>
    <message>
        <source>the pawn on %2 cannot legally move to %3</source>
        <translation>el peón de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>the knight on %2 cannot legally move to %3</source>
        <translation>el caballo de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>the bishop on %2 cannot legally move to %3</source>
        <translation>el alfil de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>the rook on %2 cannot legally move to %3</source>
        <translation>la torre de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>the queen on %2 cannot legally move to %3</source>
        <translation>la dama de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>the king on %2 cannot legally move to %3</source>
        <translation>el rey de %2 no puede ir legalmente a %3</translation>
    </message>
    <message>
        <source>Moves are played in the game&apos;s current position: End returns there</source>
        <translation>Las jugadas se hacen en la posición actual de la partida: Fin vuelve a ella</translation>
    </message>
    <message>
        <source>a second FEN tag, kept as written but not read: the game starts from the FEN tag on line %1</source>
        <translation>una segunda etiqueta FEN, conservada tal como está escrita pero no leída: la partida empieza con la etiqueta FEN de la línea %1</translation>
    </message>
</context>
<context>
    <name>remis::app::GameController</name>
    <message>
        <source>%1 is a null move; the arbiter&apos;s rulings stop there</source>
        <translation>%1 es una jugada nula; las decisiones del árbitro se detienen ahí</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Draw Arrows</source>
        <translation>Dibujar flechas</translation>
    </message>
    <message>
        <source>Mark Squares</source>
        <translation>Marcar casillas</translation>
    </message>
    <message>
        <source>Edit Command</source>
        <translation>Editar comando</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Fijar %1</translation>
    </message>
    <message>
        <source>Set Move Assessment</source>
        <translation>Fijar la valoración de la jugada</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Cut the Moves after Ply %1</source>
        <translation>Cortar las jugadas tras el medio movimiento %1</translation>
    </message>
    <message>
        <source>Correct the Result</source>
        <translation>Corregir el resultado</translation>
    </message>
</context>
<context>
    <name>remis::app::GameListModel</name>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>against the rules</source>
        <translation>contra las reglas</translation>
    </message>
    <message>
        <source>Where the game ended by itself under the Laws</source>
        <translation>Dónde terminó la partida por sí sola según las Leyes</translation>
    </message>
    <message>
        <source>Whether the recorded result agrees with the rules</source>
        <translation>Si el resultado anotado concuerda con las reglas</translation>
    </message>
    <message>
        <source>3-fold</source>
        <translation>Triple</translation>
    </message>
    <message>
        <source>50 moves</source>
        <translation>50 movimientos</translation>
    </message>
    <message>
        <source>Ended by the rules</source>
        <translation>Terminada por las reglas</translation>
    </message>
    <message>
        <source>Result check</source>
        <translation>Comprobación del resultado</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Illegal moves that stood: who made them, why, and the article (FIDE %1)</source>
        <translation>Jugadas ilegales que se mantuvieron: quién las hizo, por qué y el artículo (FIDE %1)</translation>
    </message>
    <message>
        <source>A flag fall the record shows, and the ruling by FIDE %1</source>
        <translation>Una caída de bandera que muestra la planilla, y la decisión según FIDE %1</translation>
    </message>
    <message>
        <source>Illegal</source>
        <translation>Ilegales</translation>
    </message>
    <message>
        <source>Flag fall</source>
        <translation>Caída de bandera</translation>
    </message>
    <message>
        <source>%1 claimable with the position on the board; %2 claimable by writing the move played</source>
        <translation>%1 reclamables con la posición en el tablero; %2 reclamables anotando la jugada realizada</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>no comprobado</translation>
    </message>
    <message>
        <source>Moments a draw by threefold repetition could be claimed (FIDE %1). &quot;8 + 9&quot;: 8 moments with the position on the board; 9 moments where a claim by writing the move played was possible. Often the same repetition counted both ways, not 17 in all</source>
        <translation>Momentos en que se podían reclamar tablas por triple repetición (FIDE %1). «8 + 9»: 8 momentos con la posición en el tablero; 9 momentos en que se podía reclamar anotando la jugada realizada. A menudo es la misma repetición contada de las dos maneras, no 17 en total</translation>
    </message>
    <message>
        <source>Moments a draw under the fifty-move rule could be claimed (FIDE %1). &quot;8 + 9&quot;: 8 moments with the position on the board; 9 moments where a claim by writing the move played was possible. Often the same chance to claim counted both ways, not 17 in all</source>
        <translation>Momentos en que se podían reclamar tablas por la regla de los cincuenta movimientos (FIDE %1). «8 + 9»: 8 momentos con la posición en el tablero; 9 momentos en que se podía reclamar anotando la jugada realizada. A menudo es la misma ocasión de reclamar contada de las dos maneras, no 17 en total</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
</context>
<context>
    <name>remis::app::LocalNotation</name>
    <message>
        <source>NBRQK</source>
        <extracomment>The SAN letters of knight, bishop, rook, queen and king, in this order, as written in this language (German: SLTDK, Spanish: CATDR). Five capital letters, all different.</extracomment>
        <translation>CATDR</translation>
    </message>
    <message>
        <source> or </source>
        <extracomment>Between the moves an ambiguous typed move could be: &quot;Nbd2 or Nfd2&quot;.</extracomment>
        <translation> o </translation>
    </message>
    <message>
        <source>P</source>
        <extracomment>The letter of a pawn in this language, as a position editor takes it (German: B for Bauer, Spanish: P for peón). One capital letter, not one of the five piece letters.</extracomment>
        <translation>P</translation>
    </message>
</context>
<context>
    <name>remis::app::MoveListModel</name>
    <message>
        <source>(claim)</source>
        <translation>(reclamación)</translation>
    </message>
    <message>
        <source>An incorrect draw claim was made with this move (FIDE %1)</source>
        <translation>Con esta jugada se hizo una reclamación de tablas incorrecta (FIDE %1)</translation>
    </message>
    <message>
        <source>A draw was offered with this move (FIDE %1)</source>
        <translation>Con esta jugada se ofrecieron tablas (FIDE %1)</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Not part of the game under the Laws: the arbiter&apos;s rulings stop at the null move</source>
        <translation>No forma parte de la partida según las Leyes: las decisiones del árbitro se detienen en la jugada nula</translation>
    </message>
    <message>
        <source>Played after the game ended: %1</source>
        <translation>Jugada después del final de la partida: %1</translation>
    </message>
    <message>
        <source>(illegal)</source>
        <translation>(ilegal)</translation>
    </message>
    <message>
        <source>%1, with a draw offer</source>
        <translation>%1, con oferta de tablas</translation>
    </message>
    <message>
        <source>%1, with an incorrect draw claim</source>
        <translation>%1, con una reclamación de tablas incorrecta</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Jugada %1</translation>
    </message>
</context>
<context>
    <name>remis::app::MoveWords</name>
    <message>
        <source>%1 castles kingside</source>
        <translation>%1 enrocan corto</translation>
    </message>
    <message>
        <source>%1 castles queenside</source>
        <translation>%1 enrocan largo</translation>
    </message>
    <message>
        <source>%1 %2 %3 to %4</source>
        <translation>%1: %2 de %3 a %4</translation>
    </message>
    <message>
        <source>%1 %2 %3 takes %4 %5</source>
        <translation>%1: %2 de %3 captura %4 en %5</translation>
    </message>
    <message>
        <source>%1, promotes to %2</source>
        <translation>%1, promoción a %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, jaque mate</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, jaque</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1 passes: a null move</source>
        <translation>%1 pasan: una jugada nula</translation>
    </message>
    <message>
        <source>%1 %2 %3 takes %2 %4 en passant, to %5</source>
        <translation>%1: %2 de %3 captura %2 de %4 al paso, a %5</translation>
    </message>
</context>
<context>
    <name>remis::app::Occurrences</name>
    <message>
        <source>%1 to move.</source>
        <translation>Juegan %1.</translation>
    </message>
    <message>
        <source>%2 is checkmated (FIDE %1): no claim is needed.</source>
        <translation>%2 recibe jaque mate (FIDE %1): no hace falta ninguna reclamación.</translation>
    </message>
    <message>
        <source>Stalemate (FIDE %1): the game is drawn.</source>
        <translation>Ahogado (FIDE %1): la partida es tablas.</translation>
    </message>
    <message numerus="yes">
        <source>This position has occurred %n time(s) (ply %1)</source>
        <translation>
            <numerusform>Esta posición ha aparecido %n vez (medio movimiento %1)</numerusform>
            <numerusform>Esta posición ha aparecido %n veces (medios movimientos %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>: the game is already drawn by fivefold repetition (FIDE %1).</source>
        <translation>: la partida ya es tablas por quíntuple repetición (FIDE %1).</translation>
    </message>
    <message>
        <source>: %2 can claim a draw by threefold repetition (FIDE %1).</source>
        <translation>: %2 pueden reclamar tablas por triple repetición (FIDE %1).</translation>
    </message>
    <message>
        <source>: no claim by repetition on the board (FIDE %1 needs three).</source>
        <translation>: no hay reclamación por repetición en el tablero (FIDE %1 exige tres).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: the 75-move rule has ended the game (FIDE %1).</source>
        <translation>Contador de medios movimientos %2: la regla de los 75 movimientos ha terminado la partida (FIDE %1).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: %3 can claim under the fifty-move rule (FIDE %1).</source>
        <translation>Contador de medios movimientos %2: %3 pueden reclamar por la regla de los cincuenta movimientos (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>Halfmove clock %2: %n more ply(s) without a capture or pawn move before a fifty-move claim (FIDE %1).</source>
        <translation>
            <numerusform>Contador de medios movimientos %2: falta %n medio movimiento sin captura ni movimiento de peón para reclamar por la regla de los cincuenta movimientos (FIDE %1).</numerusform>
            <numerusform>Contador de medios movimientos %2: faltan %n medios movimientos sin captura ni movimiento de peón para reclamar por la regla de los cincuenta movimientos (FIDE %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Halfmove clock %1, move %2.</source>
        <translation>Contador de medias jugadas %1, jugada %2.</translation>
    </message>
    <message>
        <source>Moves from the start: %1</source>
        <translation>Jugadas desde el inicio: %1</translation>
    </message>
    <message>
        <source>Moves since the last capture or pawn move: %1</source>
        <translation>Jugadas desde la última captura o jugada de peón: %1</translation>
    </message>
    <message>
        <source>[1], [2], ...: the position in the diagram stood there before.</source>
        <translation>[1], [2], ...: allí ya se dio antes la posición del diagrama.</translation>
    </message>
    <message>
        <source>Dead position (FIDE %1): neither side can checkmate by any series of legal moves, so the game is drawn; no claim is needed.</source>
        <translation>Posición muerta (FIDE %1): ningún bando puede dar mate con ninguna serie de jugadas legales, así que la partida es tablas; no hace falta reclamar.</translation>
    </message>
    <message>
        <source>: %2 can claim a draw by writing %3 as the next move without playing it, as that move would make it stand a third time (FIDE %1).</source>
        <translation>: %2 pueden reclamar tablas anotando %3 como su próxima jugada sin realizarla, pues esa jugada haría que la posición se repitiera por tercera vez (FIDE %1).</translation>
    </message>
    <message>
        <source>Halfmove clock %2: %3 can claim under the fifty-move rule by writing %4 as the next move without playing it (FIDE %1).</source>
        <translation>Contador de medios movimientos %2: %3 pueden reclamar por la regla de los cincuenta movimientos anotando %4 como su próxima jugada sin realizarla (FIDE %1).</translation>
    </message>
</context>
<context>
    <name>remis::app::PieceNames</name>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>pieza</translation>
    </message>
    <message>
        <source>%1, empty</source>
        <translation>%1, vacía</translation>
    </message>
    <message>
        <source>%1, white %2</source>
        <translation>%1, %2 (blancas)</translation>
    </message>
    <message>
        <source>%1, black %2</source>
        <translation>%1, %2 (negras)</translation>
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
        <translation>ninguna pieza</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 %2 to move.</source>
        <translation>%1 Juegan %2.</translation>
    </message>
</context>
<context>
    <name>remis::app::RuleExplanations</name>
    <message>
        <source>Threefold repetition (FIDE %1)</source>
        <translation>Triple repetición (FIDE %1)</translation>
    </message>
    <message>
        <source>Fifty-move rule (FIDE %1)</source>
        <translation>Regla de los cincuenta movimientos (FIDE %1)</translation>
    </message>
    <message>
        <source>Fivefold repetition (FIDE %1)</source>
        <translation>Quíntuple repetición (FIDE %1)</translation>
    </message>
    <message>
        <source>75-move rule (FIDE %1)</source>
        <translation>regla de los 75 movimientos (FIDE %1)</translation>
    </message>
    <message>
        <source>Dead position (FIDE %1)</source>
        <translation>Posición muerta (FIDE %1)</translation>
    </message>
    <message>
        <source>Flag fall (FIDE %1)</source>
        <translation>Caída de bandera (FIDE %1)</translation>
    </message>
    <message>
        <source>Claiming with a move (FIDE %1, %2)</source>
        <translation>Reclamar con una jugada (FIDE %1, %2)</translation>
    </message>
    <message>
        <source>Draw offers (FIDE %1)</source>
        <translation>Ofertas de tablas (FIDE %1)</translation>
    </message>
    <message>
        <source>Checkmate (FIDE %1)</source>
        <translation>Jaque mate (FIDE %1)</translation>
    </message>
    <message>
        <source>Stalemate (FIDE %1)</source>
        <translation>Ahogado (FIDE %1)</translation>
    </message>
    <message>
        <source>Resignation (FIDE %1)</source>
        <translation>Abandono (FIDE %1)</translation>
    </message>
    <message>
        <source>Incorrect claims (FIDE %1)</source>
        <translation>Reclamaciones incorrectas (FIDE %1)</translation>
    </message>
    <message>
        <source>When the same position appears for the third time, the player having the move may claim a draw (FIDE %1). It does not end the game by itself: the player must claim it, and only when it is their move.

Positions are the same when the same player is to move, the same pieces stand on the same squares and the possible moves are the same: castling rights count, and an en passant capture counts only if it could really be made (%2). The starting position counts as the first occurrence.</source>
        <translation>Cuando la misma posición aparece por tercera vez, el jugador que tiene el turno puede reclamar tablas (FIDE %1). La partida no termina por sí sola: el jugador debe reclamarlas, y solo cuando le toca jugar.

Dos posiciones son iguales cuando juega el mismo jugador, las mismas piezas ocupan las mismas casillas y las jugadas posibles son las mismas: cuentan los derechos de enroque, y una captura al paso cuenta solo si realmente pudiera hacerse (%2). La posición inicial cuenta como la primera aparición.</translation>
    </message>
    <message>
        <source>When each player has made 50 moves in a row (100 half-moves) without any capture or pawn move, the player having the move may claim a draw (FIDE %1). Castling does not reset the count. A checkmate made on the last of those moves still wins.</source>
        <translation>Cuando cada jugador ha hecho 50 movimientos seguidos (100 medios movimientos) sin ninguna captura ni movimiento de peón, el jugador que tiene el turno puede reclamar tablas (FIDE %1). El enroque no pone la cuenta a cero. Un jaque mate dado en el último de esos movimientos sigue ganando.</translation>
    </message>
    <message>
        <source>A player may also claim before moving: they write down (here: name) a legal move that would make the position appear for the third time (FIDE %1) or complete the 50 moves (FIDE %2), and claim. If the claim is correct the game is drawn and the move is NOT played. If it is wrong, the move must be played.

Whether a claim with a move that gives checkmate is valid is disputed among arbiters; Remis accepts it, as arbiters quoted in public discussion do.</source>
        <translation>Un jugador también puede reclamar antes de mover: anota (aquí: indica) una jugada legal con la que la posición aparecería por tercera vez (FIDE %1) o se completarían los 50 movimientos (FIDE %2), y reclama. Si la reclamación es correcta, la partida es tablas y la jugada NO se hace. Si es incorrecta, la jugada debe hacerse.

Si es válida una reclamación con una jugada que da jaque mate es discutido entre árbitros; Remis la acepta, como hacen los árbitros citados en debates públicos.</translation>
    </message>
    <message>
        <source>When the same position has appeared five times, not necessarily in a row, the game is drawn at once: no claim is needed (FIDE %1).</source>
        <translation>Cuando la misma posición ha aparecido cinco veces, no necesariamente seguidas, la partida es tablas en el acto: no hace falta reclamar (FIDE %1).</translation>
    </message>
    <message>
        <source>When each player has made 75 moves (150 half-moves) without a capture or a pawn move, the game is drawn at once: no claim is needed (FIDE %1). If the last move checkmates, the checkmate stands.</source>
        <translation>Cuando cada jugador ha hecho 75 movimientos (150 medios movimientos) sin captura ni movimiento de peón, la partida es tablas en el acto: no hace falta reclamar (FIDE %1). Si el último movimiento da jaque mate, el mate prevalece.</translation>
    </message>
    <message>
        <source>The game is drawn when neither player can checkmate by any series of legal moves, even with the opponent&apos;s help (FIDE %1). Too little material (king against king, king and bishop or knight against king) is the usual case, but locked pawn chains and forced lines can also leave a dead position. If a helpmate exists, the position is not dead.</source>
        <translation>La partida es tablas cuando ningún jugador puede dar jaque mate con ninguna serie de jugadas legales, ni siquiera con ayuda del rival (FIDE %1). El caso habitual es el material insuficiente (rey contra rey, rey y alfil o caballo contra rey), pero las cadenas de peones bloqueadas y las líneas forzadas también pueden dejar una posición muerta. Si existe un mate ayudado, la posición no está muerta.</translation>
    </message>
    <message>
        <source>A player whose time runs out loses (FIDE %1), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn. A helpmate is enough to win on time, so a lone knight against a rook can win. Under the USCF rule set, rule %2 draws more of these games (for example a lone minor piece cannot win on time).</source>
        <translation>El jugador al que se le agota el tiempo pierde (FIDE %1), salvo que el rival no pueda dar jaque mate con ninguna serie de jugadas legales: entonces la partida es tablas. Basta un mate ayudado para ganar por tiempo, así que un caballo solo contra una torre puede ganar. Con el reglamento de la USCF, la regla %2 hace tablas más de estas partidas (por ejemplo, una pieza menor sola no puede ganar por tiempo).</translation>
    </message>
    <message>
        <source>The player whose king is checkmated loses; the game ends at once (FIDE %1).</source>
        <translation>El jugador cuyo rey recibe jaque mate pierde; la partida termina en el acto (FIDE %1).</translation>
    </message>
    <message>
        <source>The player to move has no legal move and is not in check: the game is drawn at once (FIDE %1).</source>
        <translation>El jugador que tiene el turno no tiene ninguna jugada legal y no está en jaque: la partida es tablas en el acto (FIDE %1).</translation>
    </message>
    <message>
        <source>A player who resigns loses (FIDE %1), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn.</source>
        <translation>El jugador que abandona pierde (FIDE %1), salvo que el rival no pueda dar jaque mate con ninguna serie de jugadas legales: entonces la partida es tablas.</translation>
    </message>
    <message>
        <source>This game uses the casual rule set. Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves, as under the FIDE Laws of Chess (2023), and so do threefold repetition and the fifty-move rule: no draw needs to be claimed. Moves may be taken back.</source>
        <translation>Esta partida usa las reglas informales. El jaque mate, el ahogado, una posición muerta, la regla de los 75 movimientos y la quíntuple repetición terminan la partida por sí solos, como en las Leyes del Ajedrez de la FIDE (2023), y también la triple repetición y la regla de los cincuenta movimientos: no hace falta reclamar tablas. Se pueden deshacer jugadas.</translation>
    </message>
    <message>
        <source>Remis applies the FIDE Laws of Chess (2023). Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves. Threefold repetition and the fifty-move rule must be claimed by the player having the move, with the buttons in the arbiter panel.</source>
        <translation>Remis aplica las Leyes del Ajedrez de la FIDE (2023). El jaque mate, el ahogado, una posición muerta, la regla de los 75 movimientos y la quíntuple repetición terminan la partida por sí solos. La triple repetición y la regla de los cincuenta movimientos debe reclamarlas el jugador que tiene el turno, con los botones del panel del árbitro.</translation>
    </message>
    <message>
        <source>Under the casual rule set the game is drawn by itself the moment the same position appears for the third time: nobody needs to claim. (Under the FIDE Laws the player having the move must claim it, %1.)

Positions are the same when the same player is to move, the same pieces stand on the same squares and the possible moves are the same (%2).</source>
        <translation>Con las reglas informales la partida termina en tablas por sí sola en cuanto la misma posición aparece por tercera vez: nadie tiene que reclamar. (Según las Leyes de la FIDE debe reclamarlo el jugador que tiene el turno, %1.)

Las posiciones son iguales cuando mueve el mismo jugador, las mismas piezas ocupan las mismas casillas y las jugadas posibles son las mismas (%2).</translation>
    </message>
    <message>
        <source>Under the casual rule set the game is drawn by itself once each player has made 50 moves in a row (100 half-moves) without a capture or a pawn move: nobody needs to claim. (Under the FIDE Laws the player having the move must claim it, %1.) A checkmate on the last of those moves still wins.</source>
        <translation>Con las reglas informales la partida termina en tablas por sí sola cuando cada jugador ha hecho 50 jugadas seguidas (100 medios movimientos) sin captura ni movimiento de peón: nadie tiene que reclamar. (Según las Leyes de la FIDE debe reclamarlo el jugador que tiene el turno, %1.) Un jaque mate en la última de esas jugadas sigue ganando.</translation>
    </message>
    <message>
        <source>Under the casual rule set there is nothing to claim: threefold repetition and the fifty-move rule end the game by themselves.</source>
        <translation>Con las reglas informales no hay nada que reclamar: la triple repetición y la regla de los cincuenta movimientos terminan la partida por sí solas.</translation>
    </message>
    <message>
        <source>A player offers a draw after making a move and before pressing the clock (FIDE %1). The offer stands until the opponent accepts it, rejects it, or makes a move. It is written (=) on the score sheet (%2). A draw by agreement needs both players to have made at least one move (%3). A claim also counts as a draw offer (%4). An offer answered by an offer is an agreement: the game is drawn (%3).</source>
        <translation>Un jugador ofrece tablas después de hacer su jugada y antes de pulsar el reloj (FIDE %1). La oferta sigue en pie hasta que el rival la acepta, la rechaza o juega. Se anota (=) en la planilla (%2). Unas tablas por acuerdo exigen que ambos jugadores hayan hecho al menos una jugada (%3). Una reclamación también cuenta como oferta de tablas (%4). Una oferta respondida con otra oferta es un acuerdo: la partida termina en tablas (%3).</translation>
    </message>
    <message>
        <source>Illegal moves (FIDE %1)</source>
        <translation>Jugadas ilegales (FIDE %1)</translation>
    </message>
    <message>
        <source>An illegal move found during the game is taken back and the position before it restored (FIDE %1). In standard play the opponent gets two minutes for a player&apos;s first completed illegal move, and the second loses the game (FIDE %2), unless the opponent cannot checkmate by any series of legal moves: then the game is drawn. In rapid and blitz an illegal move stands unless the opponent claims it before moving (FIDE %3). A recorded game shows such a move as played.</source>
        <translation>Una jugada ilegal descubierta durante la partida se anula y se restablece la posición anterior (FIDE %1). En ritmo estándar el rival recibe dos minutos por la primera jugada ilegal completada de un jugador, y la segunda pierde la partida (FIDE %2), salvo que el rival no pueda dar mate con ninguna serie de jugadas legales: entonces la partida es tablas. En rápidas y relámpago una jugada ilegal se mantiene salvo que el rival la reclame antes de mover (FIDE %3). Una partida registrada muestra esa jugada tal como se hizo.</translation>
    </message>
    <message>
        <source>If a draw claim is found incorrect, the opponent gets two more minutes (one minute in rapid and blitz, %2 and %3), the game goes on, and a move named with the claim must be played (FIDE %1).</source>
        <translation>Si una reclamación de tablas resulta incorrecta, el rival recibe dos minutos más (un minuto en rápidas y relámpago, %2 y %3), la partida continúa y la jugada indicada con la reclamación debe hacerse (FIDE %1).</translation>
    </message>
    <message>
        <source>This game uses the USCF rule set: Remis applies the FIDE Laws of Chess (2023) except when a flag falls. Checkmate, stalemate, a dead position, the 75-move rule and fivefold repetition end the game by themselves. Threefold repetition and the fifty-move rule must be claimed by the player having the move, with the buttons in the arbiter panel. A player whose time runs out draws instead of losing when the opponent has insufficient losing chances (USCF %1): only a king, a king and a bishop or a knight, or a king and two knights against no pawns, unless the opponent has a forced win.</source>
        <translation>Esta partida usa el reglamento USCF: Remis aplica las Leyes del Ajedrez de la FIDE (2023) salvo cuando cae una bandera. El jaque mate, el ahogado, una posición muerta, la regla de los 75 movimientos y la quíntuple repetición terminan la partida por sí solos. La triple repetición y la regla de los cincuenta movimientos debe reclamarlas el jugador que tiene el turno, con los botones del panel del árbitro. Un jugador que agota su tiempo hace tablas en vez de perder cuando el rival no tiene suficientes posibilidades de ganar (USCF %1): solo un rey, un rey y un alfil o un caballo, o un rey y dos caballos contra ningún peón, salvo que el rival tenga una victoria forzada.</translation>
    </message>
</context>
<context>
    <name>remis::app::RuleTexts</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>FIDE Laws 2023</source>
        <translation>Leyes FIDE 2023</translation>
    </message>
    <message>
        <source>USCF</source>
        <translation>USCF</translation>
    </message>
    <message>
        <source>Casual (threefold and fifty moves automatic)</source>
        <translation>Informal (triple repetición y cincuenta movimientos automáticos)</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.ª</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2.ª</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.ª</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1.ª</translation>
    </message>
    <message>
        <source>only kings are left</source>
        <translation>solo quedan los reyes</translation>
    </message>
    <message>
        <source>the material left cannot force or even allow a checkmate</source>
        <translation>el material que queda no puede forzar ni permitir un jaque mate</translation>
    </message>
    <message>
        <source>every legal continuation leads to a position where no checkmate is possible</source>
        <translation>toda continuación legal lleva a una posición en la que no es posible el jaque mate</translation>
    </message>
    <message>
        <source>the pawns are locked and no piece can ever reach the enemy king</source>
        <translation>los peones están bloqueados y ninguna pieza puede llegar nunca al rey rival</translation>
    </message>
    <message>
        <source>every reachable position was examined and none is a checkmate</source>
        <translation>se examinaron todas las posiciones alcanzables y ninguna es jaque mate</translation>
    </message>
    <message>
        <source>the game is already decided by checkmate</source>
        <translation>la partida ya está decidida por jaque mate</translation>
    </message>
    <message>
        <source>the position on the board is already mate or stalemate</source>
        <translation>la posición del tablero ya es mate o ahogado</translation>
    </message>
    <message>
        <source>a checkmate is still possible</source>
        <translation>todavía es posible un jaque mate</translation>
    </message>
    <message>
        <source>the analysis could not decide</source>
        <translation>el análisis no pudo decidirlo</translation>
    </message>
    <message>
        <source>a lone knight can never mate a king that has only queens beside it</source>
        <translation>un caballo solo nunca puede dar mate a un rey que solo tiene damas a su lado</translation>
    </message>
    <message>
        <source>bishops all on squares of one colour can never mate here</source>
        <translation>unos alfiles todos en casillas de un mismo color nunca pueden dar mate aquí</translation>
    </message>
    <message>
        <source>1 more minute</source>
        <translation>1 minuto más</translation>
    </message>
    <message>
        <source>%1 more minutes</source>
        <translation>%1 minutos más</translation>
    </message>
    <message>
        <source>%1 more seconds</source>
        <translation>%1 segundos más</translation>
    </message>
    <message>
        <source>%2 wins: checkmate (FIDE %1)</source>
        <translation>Ganan las %2: jaque mate (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: stalemate, %2 has no legal move (FIDE %1)</source>
        <translation>Tablas: ahogado, las %2 no tienen ninguna jugada legal (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: dead position (FIDE %1)</source>
        <translation>Tablas: posición muerta (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: dead position (FIDE %1): %2</source>
        <translation>Tablas: posición muerta (FIDE %1): %2</translation>
    </message>
    <message>
        <source>Draw: 75 moves by each player without a capture or pawn move (FIDE %1)</source>
        <translation>Tablas: 75 movimientos de cada jugador sin captura ni movimiento de peón (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: fivefold repetition (FIDE %1)</source>
        <translation>Tablas: quíntuple repetición (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition (casual rules)</source>
        <translation>Tablas: triple repetición (reglas informales)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule (casual rules)</source>
        <translation>Tablas: regla de los cincuenta movimientos (reglas informales)</translation>
    </message>
    <message>
        <source>Draw: a player resigned, but the opponent cannot checkmate (FIDE %1)</source>
        <translation>Tablas: un jugador abandonó, pero el rival no puede dar jaque mate (FIDE %1)</translation>
    </message>
    <message>
        <source>%2 wins: %3 resigned (FIDE %1)</source>
        <translation>Ganan las %2: las %3 abandonaron (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: %1 ran out of time, but %2 cannot checkmate (%3)</source>
        <translation>Tablas: a las %1 se les agotó el tiempo, pero las %2 no pueden dar jaque mate (%3)</translation>
    </message>
    <message>
        <source>%1 wins on time: %2&apos;s flag fell (%3)</source>
        <translation>Ganan las %1 por tiempo: cayó la bandera de las %2 (%3)</translation>
    </message>
    <message>
        <source>%1. %2 could still checkmate, e.g. %3</source>
        <translation>%1. Las %2 aún podrían dar jaque mate, p. ej. %3</translation>
    </message>
    <message>
        <source>only the player having the move may claim</source>
        <translation>solo puede reclamar el jugador que tiene el turno</translation>
    </message>
    <message>
        <source>the game is already over</source>
        <translation>la partida ya ha terminado</translation>
    </message>
    <message>
        <source>the intended move is not legal</source>
        <translation>la jugada anunciada no es legal</translation>
    </message>
    <message>
        <source>the position has not occurred three times</source>
        <translation>la posición no se ha dado tres veces</translation>
    </message>
    <message>
        <source>the last 50 moves of each player include a capture or a pawn move</source>
        <translation>los últimos 50 movimientos de cada jugador incluyen una captura o un movimiento de peón</translation>
    </message>
    <message>
        <source>Claim not accepted: %1</source>
        <translation>Reclamación no admitida: %1</translation>
    </message>
    <message>
        <source>Claim rejected: %1.</source>
        <translation>Reclamación rechazada: %1.</translation>
    </message>
    <message>
        <source>%2 gets %3 (FIDE %1).</source>
        <translation>Las %2 reciben %3 (FIDE %1).</translation>
    </message>
    <message>
        <source>The game goes on (FIDE %1).</source>
        <translation>La partida continúa (FIDE %1).</translation>
    </message>
    <message>
        <source>The intended move was played.</source>
        <translation>Se hizo la jugada anunciada.</translation>
    </message>
    <message>
        <source>castling rights differ (FIDE %1)</source>
        <translation>los derechos de enroque son distintos (FIDE %1)</translation>
    </message>
    <message>
        <source>an en passant capture was possible (FIDE %1)</source>
        <translation>era posible una captura al paso (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: threefold repetition claimed (%1)</source>
        <translation>Tablas: triple repetición reclamada (%1)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule claimed (%1)</source>
        <translation>Tablas: regla de los cincuenta movimientos reclamada (%1)</translation>
    </message>
    <message>
        <source>Draw: %1 ran out of time, but %2 has too little material to win on time (%3)</source>
        <translation>Tablas: a %1 se les acabó el tiempo, pero %2 tienen demasiado poco material para ganar por tiempo (%3)</translation>
    </message>
    <message>
        <source>neither threefold repetition nor the fifty-move rule applies</source>
        <translation>no se aplica ni la triple repetición ni la regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>%1 is a capture or a pawn move, so no earlier position can recur</source>
        <translation>%1 es una captura o un movimiento de peón, así que ninguna posición anterior puede repetirse</translation>
    </message>
    <message>
        <source>%1 would make the position occur for the %2 time</source>
        <translation>con %1 la posición aparecería por %2 vez</translation>
    </message>
    <message>
        <source>the position occurs for the %1 time</source>
        <translation>la posición aparece por %1 vez</translation>
    </message>
    <message>
        <source>%1 is a capture or a pawn move and starts the count again</source>
        <translation>%1 es una captura o un movimiento de peón y vuelve a empezar la cuenta</translation>
    </message>
    <message>
        <source>the move makes %1 of 100 plies</source>
        <translation>con la jugada son %1 de 100 medios movimientos</translation>
    </message>
    <message>
        <source>%1 of 100 plies</source>
        <translation>%1 de 100 medios movimientos</translation>
    </message>
    <message>
        <source>not threefold repetition (%1): %2</source>
        <translation>no hay triple repetición (%1): %2</translation>
    </message>
    <message>
        <source>not fifty moves (%1): %2</source>
        <translation>no hay cincuenta movimientos (%1): %2</translation>
    </message>
    <message>
        <source>neither threefold (%1) nor fifty moves (%2): %3; %4</source>
        <translation>ni triple repetición (%1) ni cincuenta movimientos (%2): %3; %4</translation>
    </message>
    <message>
        <source>Draw: threefold repetition claimed with the intended move (%1)</source>
        <translation>Tablas: triple repetición reclamada con la jugada prevista (%1)</translation>
    </message>
    <message>
        <source>Draw: fifty-move rule claimed with the intended move (%1)</source>
        <translation>Tablas: regla de los cincuenta movimientos reclamada con la jugada prevista (%1)</translation>
    </message>
    <message>
        <source>The claim stands as a draw offer by %2 (FIDE %1).</source>
        <translation>La reclamación cuenta como oferta de tablas de %2 (FIDE %1).</translation>
    </message>
    <message>
        <source>Draw by agreement (FIDE %1)</source>
        <translation>Tablas por acuerdo (FIDE %1)</translation>
    </message>
    <message>
        <source>Draw: %2 resigned, but %3 cannot checkmate (FIDE %1)</source>
        <translation>Tablas: las %2 abandonaron, pero las %3 no pueden dar mate (FIDE %1)</translation>
    </message>
    <message>
        <source>The game ended with %1: %2.</source>
        <translation>La partida terminó con %1: %2.</translation>
    </message>
    <message>
        <source>The game ended at the start position: %1.</source>
        <translation>La partida terminó en la posición inicial: %1.</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a draw: %3 has insufficient material to win</source>
        <translation>registrado %1; según %2 tablas: %3 no tiene material suficiente para ganar</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a draw: %3 cannot checkmate by any series of legal moves</source>
        <translation>registrado %1; según %2 tablas: %3 no puede dar mate con ninguna serie de jugadas legales</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>a win for %1</source>
        <translation>victoria de %1</translation>
    </message>
    <message>
        <source>recorded %1; by %2 %3: the game ended at the start position (%4)</source>
        <translation>registrado %1; según %2 %3: la partida terminó en la posición inicial (%4)</translation>
    </message>
    <message>
        <source>recorded %1; by %2 %3: the game ended with %4 (%5)</source>
        <translation>registrado %1; según %2 %3: la partida terminó con %4 (%5)</translation>
    </message>
    <message>
        <source>%1 broke the rules (%2) and stood: the game went on from the position as played (FIDE %3)</source>
        <translation>%1 infringió las reglas (%2) y se mantuvo: la partida siguió desde la posición tal como se jugó (FIDE %3)</translation>
    </message>
    <message>
        <source>the king was left in check</source>
        <translation>el rey quedó en jaque</translation>
    </message>
    <message>
        <source>the king moved into check</source>
        <translation>el rey se movió a una casilla en jaque</translation>
    </message>
    <message>
        <source>a pinned piece moved, leaving the king in check</source>
        <translation>se movió una pieza clavada y el rey quedó en jaque</translation>
    </message>
    <message>
        <source>castling after the king or that rook had moved</source>
        <translation>enroque después de haber movido el rey o esa torre</translation>
    </message>
    <message>
        <source>castling out of check</source>
        <translation>enroque estando en jaque</translation>
    </message>
    <message>
        <source>castling through check</source>
        <translation>enroque a través de una casilla atacada</translation>
    </message>
    <message>
        <source>castling into check</source>
        <translation>enroque que deja al rey en jaque</translation>
    </message>
    <message>
        <source>recorded %1; by %2 a win for %3: %4 was to move when the flag fell, and %3 can checkmate by some series of legal moves</source>
        <translation>registrado %1; según %2 gana %3: %4 tenía el turno cuando cayó la bandera, y %3 puede dar mate con alguna serie de jugadas legales</translation>
    </message>
    <message>
        <source>it has nothing but its king</source>
        <translation>solo le queda su rey</translation>
    </message>
    <message>
        <source>%1 broke the rules (%2): the player&apos;s second illegal move ends the game (FIDE %3)</source>
        <translation>%1 infringió las reglas (%2): la segunda jugada ilegal del jugador termina la partida (FIDE %3)</translation>
    </message>
    <message>
        <source>recorded %1; by FIDE %2 and %3 a draw: %4 cannot checkmate by any series of legal moves, and neither a resignation nor a flag fall loses against it</source>
        <translation>registrado %1; según FIDE %2 y %3, tablas: %4 no puede dar mate con ninguna serie de jugadas legales, y ni el abandono ni la caída de bandera pierden contra ese bando</translation>
    </message>
    <message>
        <source>Draw: %1&apos;s second illegal move, but %2 cannot checkmate (FIDE %3)</source>
        <translation>Tablas: segunda jugada ilegal de %1, pero %2 no puede dar mate (FIDE %3)</translation>
    </message>
    <message>
        <source>%1 wins: %2&apos;s second illegal move loses (FIDE %3)</source>
        <translation>Ganan %1: la segunda jugada ilegal de %2 pierde (FIDE %3)</translation>
    </message>
    <message>
        <source>The written move %1 would have checkmated, but the claim comes before the move: Remis accepts it, as arbiters do, though the point is disputed</source>
        <translation>La jugada anotada %1 habría dado mate, pero la reclamación es anterior a la jugada: Remis la acepta, como hacen los árbitros, aunque el punto es discutido</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>jugada %1</translation>
    </message>
    <message>
        <source>moves %1 to %2</source>
        <translation>jugadas %1 a %2</translation>
    </message>
    <message numerus="yes">
        <source>Played after the end: %n ply(s) recorded (%1).</source>
        <translation>
            <numerusform>Jugado después del final: %n medio movimiento registrado (%1).</numerusform>
            <numerusform>Jugado después del final: %n medios movimientos registrados (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>recorded %1 for an illegal move; by FIDE %2 a draw: %3 cannot checkmate by any series of legal moves, and an illegal move does not lose against it</source>
        <translation>registrado %1 por una jugada ilegal; según FIDE %2, tablas: %3 no puede dar mate con ninguna serie de jugadas legales, y una jugada ilegal no pierde contra ese bando</translation>
    </message>
    <message>
        <source>%3 gets %4 (FIDE %1, %2).</source>
        <extracomment>%1 the article of the penalty (9.5.3), %2 the appendix that sets it for rapid or blitz.</extracomment>
        <translation>Las %3 reciben %4 (FIDE %1, %2).</translation>
    </message>
</context>
<context>
    <name>remis::app::SchoolTexts</name>
    <message numerus="yes">
        <source>You counted moves, not positions: this position has stood %n time(s), at plies %2. The first occurrence counts too (%1).</source>
        <translation>
            <numerusform>Has contado jugadas, no posiciones: esta posición se ha dado %n vez, en las medias jugadas %2. La primera aparición también cuenta (%1).</numerusform>
            <numerusform>Has contado jugadas, no posiciones: esta posición se ha dado %n veces, en las medias jugadas %2. La primera aparición también cuenta (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This position has stood only %n time(s) (plies %2); a claim needs three (%1).</source>
        <translation>
            <numerusform>Esta posición solo se ha dado %n vez (medias jugadas %2); una reclamación necesita tres (%1).</numerusform>
            <numerusform>Esta posición solo se ha dado %n veces (medias jugadas %2); una reclamación necesita tres (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>The pieces stood on the same squares before, but castling rights were lost in between: those were other positions (%1).</source>
        <translation>Las piezas ya estuvieron en las mismas casillas, pero entretanto se perdió un derecho de enroque: eran otras posiciones (%1).</translation>
    </message>
    <message>
        <source>The pieces stood on the same squares before, but then an en passant capture was legal: that was another position (%1).</source>
        <translation>Las piezas ya estuvieron en las mismas casillas, pero entonces era legal una captura al paso: era otra posición (%1).</translation>
    </message>
    <message>
        <source>Fifty moves means fifty by each player: 100 half-moves. The count here is %2 (%1).</source>
        <translation>Cincuenta movimientos son cincuenta de cada jugador: 100 medias jugadas. Aquí el contador está en %2 (%1).</translation>
    </message>
    <message>
        <source>Only %2 half-moves have passed without a capture or a pawn move; 100 are needed (%1).</source>
        <translation>Solo han pasado %2 medias jugadas sin captura ni movimiento de peón; hacen falta 100 (%1).</translation>
    </message>
    <message>
        <source>%2 half-moves have passed without a capture or a pawn move: fifty moves by each player (%1).</source>
        <translation>Han pasado %2 medias jugadas sin captura ni movimiento de peón: cincuenta movimientos de cada jugador (%1).</translation>
    </message>
    <message>
        <source>The game was already over (%1): nobody is left to claim, and a claim changes nothing.</source>
        <translation>La partida ya había terminado (%1): nadie puede reclamar y una reclamación no cambia nada.</translation>
    </message>
    <message>
        <source>The game is not over: nothing ended it by itself.</source>
        <translation>La partida no ha terminado: nada la terminó por sí solo.</translation>
    </message>
    <message>
        <source>An en passant square counts only when the capture is legal (%1); here it is not, or there is none.</source>
        <translation>Una casilla al paso solo cuenta si la captura es legal (%1); aquí no lo es, o no la hay.</translation>
    </message>
    <message>
        <source>In one position an en passant capture was legal, in the other not: the possible moves differ (%1).</source>
        <translation>En una posición era legal una captura al paso y en la otra no: las jugadas posibles son distintas (%1).</translation>
    </message>
    <message>
        <source>A king or rook moved and came back: the castling right is lost for good, so the positions differ (%1).</source>
        <translation>Un rey o una torre se movió y volvió: el derecho de enroque se perdió para siempre, así que las posiciones son distintas (%1).</translation>
    </message>
    <message>
        <source>Castling rights are the same; being unable to castle for the moment does not change them (%1).</source>
        <translation>Los derechos de enroque son los mismos; no poder enrocar de momento no los cambia (%1).</translation>
    </message>
    <message>
        <source>The same pieces on the same squares with the other player to move is another position (%1).</source>
        <translation>Las mismas piezas en las mismas casillas con el otro jugador al turno son otra posición (%1).</translation>
    </message>
    <message>
        <source>Look again at the highlighted squares: the pieces differ.</source>
        <translation>Mira otra vez las casillas marcadas: las piezas son distintas.</translation>
    </message>
    <message>
        <source>A flag fall loses unless the opponent cannot checkmate by any series of legal moves: a mate with the other side&apos;s help is enough (%1).</source>
        <translation>Quien rebasa el tiempo pierde, salvo que el rival no pueda dar mate con ninguna serie de jugadas legales: basta un mate con ayuda del otro bando (%1).</translation>
    </message>
    <message>
        <source>The opponent cannot checkmate by any series of legal moves, so the flag fall draws (%1).</source>
        <translation>El rival no puede dar mate con ninguna serie de jugadas legales, así que la caída de bandera es tablas (%1).</translation>
    </message>
    <message>
        <source>Under US Chess rule %1 a lone minor piece or two knights do not win on time: a draw.</source>
        <translation>Según la regla %1 de US Chess, una pieza menor sola o dos caballos no ganan por tiempo: tablas.</translation>
    </message>
    <message>
        <source>The player whose flag fell cannot win on time.</source>
        <translation>Quien rebasó el tiempo no puede ganar por tiempo.</translation>
    </message>
    <message>
        <source>A capture or a pawn move starts the fifty-move count again: it cannot complete it (%1).</source>
        <translation>Una captura o un movimiento de peón reinicia la cuenta de cincuenta movimientos: no puede completarla (%1).</translation>
    </message>
    <message>
        <source>After that move the position would not stand for the third time (%1).</source>
        <translation>Tras esa jugada la posición no se daría por tercera vez (%1).</translation>
    </message>
    <message>
        <source>You left out a move that makes a correct claim.</source>
        <translation>Te has dejado una jugada que permite una reclamación correcta.</translation>
    </message>
    <message>
        <source>You counted the moves of one player; the question asks for half-moves of both.</source>
        <translation>Has contado las jugadas de un jugador; la pregunta pide medias jugadas de ambos.</translation>
    </message>
    <message>
        <source>You counted to 50 half-moves; the rule needs 100 (50 by each player).</source>
        <translation>Has contado hasta 50 medias jugadas; la regla exige 100 (50 de cada jugador).</translation>
    </message>
    <message>
        <source>Once the move is made (or a piece touched, %1) the right to claim on it is lost.</source>
        <translation>Una vez hecha la jugada (o tocada una pieza, %1) se pierde el derecho a reclamar con ella.</translation>
    </message>
    <message>
        <source>Pressing the clock completes a move: the claim comes before.</source>
        <translation>Pulsar el reloj completa una jugada: la reclamación va antes.</translation>
    </message>
    <message>
        <source>The move is written first, and cannot be changed, then the claim is made (%1, %2).</source>
        <translation>Primero se anota la jugada, que ya no puede cambiarse, y luego se reclama (%1, %2).</translation>
    </message>
    <message>
        <source>A claim with a move needs the move written on the scoresheet (%1, %2).</source>
        <translation>Una reclamación con una jugada exige anotarla en la planilla (%1, %2).</translation>
    </message>
    <message>
        <source>The position is already on the board: the claim needs no written move (%1, %2).</source>
        <translation>La posición ya está en el tablero: la reclamación no necesita jugada anotada (%1, %2).</translation>
    </message>
    <message>
        <source>The claim is correct: the game is drawn (%1).</source>
        <translation>La reclamación es correcta: la partida es tablas (%1).</translation>
    </message>
    <message>
        <source>The claim is incorrect (%1).</source>
        <translation>La reclamación es incorrecta (%1).</translation>
    </message>
    <message>
        <source>After an incorrect claim the written move must be played (%1).</source>
        <translation>Tras una reclamación incorrecta hay que jugar la jugada anotada (%1).</translation>
    </message>
    <message>
        <source>The penalty is two minutes; one minute in rapid and blitz (%1, %2); nothing without a clock.</source>
        <translation>La sanción son dos minutos; un minuto en rápidas y blitz (%1, %2); nada sin reloj.</translation>
    </message>
    <message>
        <source>Only the opponent of the player who offered may accept (%1).</source>
        <translation>Solo el rival de quien ofreció puede aceptar (%1).</translation>
    </message>
    <message>
        <source>An incorrect claim counts as a draw offer (%1).</source>
        <translation>Una reclamación incorrecta cuenta como oferta de tablas (%1).</translation>
    </message>
    <message>
        <source>No draw by agreement before each player has made a move (%1).</source>
        <translation>No hay tablas de mutuo acuerdo antes de que cada jugador haya hecho una jugada (%1).</translation>
    </message>
    <message>
        <source>No offer stands here.</source>
        <translation>Aquí no hay ninguna oferta en pie.</translation>
    </message>
    <message>
        <source>no move</source>
        <translation>ninguna jugada</translation>
    </message>
    <message>
        <source>The answer: %1 (%2).</source>
        <translation>La respuesta: %1 (%2).</translation>
    </message>
    <message>
        <source>The written move is played and ends the game: %1.</source>
        <translation>La jugada escrita se juega y termina la partida: %1.</translation>
    </message>
    <message>
        <source>Read %1: can the opponent checkmate by any series of legal moves?</source>
        <comment>flag fall</comment>
        <translation>Lee %1: ¿puede el rival dar mate con alguna serie de jugadas legales?</translation>
    </message>
    <message>
        <source>Read %1: the same player to move, the same pieces on the same squares, the same possible moves.</source>
        <translation>Lee %1: el mismo jugador al turno, las mismas piezas en las mismas casillas, las mismas jugadas posibles.</translation>
    </message>
    <message>
        <source>Read %1 and %2: who made the offer, and have both players moved?</source>
        <translation>Lee %1 y %2: ¿quién ofreció y han jugado ya ambos?</translation>
    </message>
    <message>
        <source>Read %1 and %2: when is the claim made, before or after the move?</source>
        <translation>Lee %1 y %2: ¿cuándo se reclama, antes o después de la jugada?</translation>
    </message>
    <message>
        <source>Read %1, %2 and %3.</source>
        <translation>Lee %1, %2 y %3.</translation>
    </message>
    <message>
        <source>Read %1 (repetition), %2 (fifty moves) and %3 (what ends a game by itself).</source>
        <translation>Lee %1 (repetición), %2 (cincuenta movimientos) y %3 (lo que termina una partida por sí solo).</translation>
    </message>
    <message>
        <source>The halfmove clock is %1.</source>
        <translation>El contador de medias jugadas está en %1.</translation>
    </message>
    <message>
        <source>threefold repetition</source>
        <translation>triple repetición</translation>
    </message>
    <message>
        <source>fifty moves</source>
        <translation>cincuenta movimientos</translation>
    </message>
    <message>
        <source>threefold repetition or fifty moves</source>
        <translation>triple repetición o cincuenta movimientos</translation>
    </message>
    <message>
        <source>Demonstration</source>
        <translation>Demostración</translation>
    </message>
    <message>
        <source>Claim or not?</source>
        <translation>¿Reclamar o no?</translation>
    </message>
    <message>
        <source>The same position?</source>
        <translation>¿La misma posición?</translation>
    </message>
    <message>
        <source>Moves that make a claim</source>
        <translation>Jugadas para reclamar</translation>
    </message>
    <message>
        <source>Flag fall</source>
        <translation>Caída de bandera</translation>
    </message>
    <message>
        <source>How long until a claim?</source>
        <translation>¿Cuánto falta para reclamar?</translation>
    </message>
    <message>
        <source>How to claim</source>
        <translation>Cómo reclamar</translation>
    </message>
    <message>
        <source>The arbiter&apos;s ruling</source>
        <translation>La decisión del árbitro</translation>
    </message>
    <message>
        <source>Draw offers</source>
        <translation>Ofertas de tablas</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>al inicio</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>tras %1</translation>
    </message>
    <message>
        <source>Watch the moves and read the explanation.</source>
        <translation>Sigue las jugadas y lee la explicación.</translation>
    </message>
    <message>
        <source>%1 to move. Can %1 claim a draw now, and by which article?</source>
        <translation>Juegan las %1. ¿Pueden las %1 reclamar tablas ahora, y por qué artículo?</translation>
    </message>
    <message>
        <source>%3 to move. Pick every move that %3 could write on the scoresheet to claim a draw correctly (%1, %2).</source>
        <translation>Juegan las %3. Elige cada jugada que las %3 podrían anotar en la planilla para reclamar tablas correctamente (%1, %2).</translation>
    </message>
    <message>
        <source>%1&apos;s flag falls in this position. What is the result?</source>
        <translation>A las %1 se les cae la bandera en esta posición. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>How many more half-moves without a capture or a pawn move until the fifty-move count is complete?</source>
        <translation>¿Cuántas medias jugadas más sin captura ni movimiento de peón faltan para completar los cincuenta movimientos?</translation>
    </message>
    <message>
        <source>%1 wants to claim a draw with the move %2. What must %1 do, in order?</source>
        <translation>Las %1 quieren reclamar tablas con la jugada %2. ¿Qué deben hacer, y en qué orden?</translation>
    </message>
    <message>
        <source>%1 may claim a draw on the board. What must %1 do, in order?</source>
        <translation>Las %1 pueden reclamar tablas por la posición del tablero. ¿Qué deben hacer, y en qué orden?</translation>
    </message>
    <message>
        <source>%1 writes %2 on the scoresheet and claims a draw by %3. How does the arbiter rule?</source>
        <translation>Las %1 anotan %2 en la planilla y reclaman tablas por %3. ¿Qué decide el árbitro?</translation>
    </message>
    <message>
        <source>%1 offers a draw. Who may accept it now?</source>
        <translation>Las %1 ofrecen tablas. ¿Quién puede aceptar ahora?</translation>
    </message>
    <message>
        <source>%1 claims a draw by %2 with the move %3. Who may accept a draw now?</source>
        <translation>Las %1 reclaman tablas por %2 con la jugada %3. ¿Quién puede aceptar tablas ahora?</translation>
    </message>
    <message>
        <source>No claim is possible</source>
        <translation>No se puede reclamar</translation>
    </message>
    <message>
        <source>Threefold repetition (%1)</source>
        <translation>Triple repetición (%1)</translation>
    </message>
    <message>
        <source>Fifty moves (%1)</source>
        <translation>Cincuenta movimientos (%1)</translation>
    </message>
    <message>
        <source>Nothing to claim: the game is already over</source>
        <translation>Nada que reclamar: la partida ya ha terminado</translation>
    </message>
    <message>
        <source>The same position</source>
        <translation>La misma posición</translation>
    </message>
    <message>
        <source>Not the same: the other player is to move</source>
        <translation>No es la misma: juega el otro jugador</translation>
    </message>
    <message>
        <source>Not the same: the pieces stand differently</source>
        <translation>No es la misma: las piezas están colocadas de otra forma</translation>
    </message>
    <message>
        <source>Not the same: castling rights differ (%1)</source>
        <translation>No es la misma: los derechos de enroque son distintos (%1)</translation>
    </message>
    <message>
        <source>Not the same: an en passant capture differs (%1)</source>
        <translation>No es la misma: difiere una captura al paso (%1)</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Ganan las blancas (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Ganan las negras (0-1)</translation>
    </message>
    <message>
        <source>Draw (1/2-1/2)</source>
        <translation>Tablas (1/2-1/2)</translation>
    </message>
    <message>
        <source>Correct: a draw; the written move is not played</source>
        <translation>Correcta: tablas; la jugada anotada no se juega</translation>
    </message>
    <message>
        <source>Incorrect: the opponent gets 2 minutes and the written move is played</source>
        <translation>Incorrecta: el rival recibe 2 minutos y se juega la jugada anotada</translation>
    </message>
    <message>
        <source>Incorrect: the opponent gets 1 minute and the written move is played</source>
        <translation>Incorrecta: el rival recibe 1 minuto y se juega la jugada anotada</translation>
    </message>
    <message>
        <source>Incorrect: no clock to add time to; the written move is played</source>
        <translation>Incorrecta: no hay reloj al que añadir tiempo; se juega la jugada anotada</translation>
    </message>
    <message>
        <source>Incorrect: the game goes on and the claimant may play any move</source>
        <translation>Incorrecta: la partida sigue y quien reclamó puede hacer cualquier jugada</translation>
    </message>
    <message>
        <source>Only White</source>
        <translation>Solo las blancas</translation>
    </message>
    <message>
        <source>Only Black</source>
        <translation>Solo las negras</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>Nadie</translation>
    </message>
    <message>
        <source>Write the move on the scoresheet</source>
        <translation>Anotar la jugada en la planilla</translation>
    </message>
    <message>
        <source>Play the move on the board</source>
        <translation>Hacer la jugada en el tablero</translation>
    </message>
    <message>
        <source>Press the clock</source>
        <translation>Pulsar el reloj</translation>
    </message>
    <message>
        <source>Claim the draw from the arbiter</source>
        <translation>Reclamar las tablas al árbitro</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>media jugada %1</translation>
    </message>
    <message>
        <source>A claim is possible with a written move: after it the position stands for the third time, or the fifty moves are complete (%1, %2).</source>
        <translation>Es posible reclamar con una jugada anotada: tras ella la posición se da por tercera vez, o se completan los cincuenta movimientos (%1, %2).</translation>
    </message>
    <message>
        <source>It is not on the board yet: the claim needs the move written first, and not played (%1, %2).</source>
        <translation>Aún no está en el tablero: para reclamar hay que anotar primero la jugada, sin hacerla (%1, %2).</translation>
    </message>
    <message>
        <source>The pieces stand on the same squares in both positions.</source>
        <translation>Las piezas están en las mismas casillas en ambas posiciones.</translation>
    </message>
    <message>
        <source>%1, writing %2</source>
        <translation>%1, anotando %2</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La respuesta: %1.</translation>
    </message>
    <message>
        <source>Threefold repetition, with a written move (%1)</source>
        <translation>Triple repetición, con una jugada anotada (%1)</translation>
    </message>
    <message>
        <source>Fifty moves, with a written move (%1)</source>
        <translation>Cincuenta movimientos, con una jugada anotada (%1)</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>● The same pieces on the same squares, with the same player to move, as now.</source>
        <translation>● Las mismas piezas en las mismas casillas, con el mismo jugador al turno, que ahora.</translation>
    </message>
    <message>
        <source>● The same pieces on the same squares, with the same player to move, as after %1, written and not played.</source>
        <translation>● Las mismas piezas en las mismas casillas, con el mismo jugador al turno, que tras %1 (anotada y no jugada).</translation>
    </message>
    <message>
        <source>The same player is to move in both positions.</source>
        <translation>En las dos posiciones juega el mismo jugador.</translation>
    </message>
    <message>
        <source>The offer stands until the opponent accepts it, declines it or moves (%1).</source>
        <translation>La oferta sigue en pie hasta que el rival la acepta, la rechaza o juega (%1).</translation>
    </message>
    <message>
        <source>The count runs from the last capture or pawn move, in half-moves of both players, up to 100 (%1).</source>
        <translation>La cuenta va desde la última captura o jugada de peón, en medias jugadas de ambos jugadores, hasta 100 (%1).</translation>
    </message>
    <message>
        <source>The draw is claimed from the arbiter: without the claim nothing happens (%1, %2).</source>
        <translation>Las tablas se reclaman al árbitro: sin la reclamación no pasa nada (%1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) make a correct claim.</source>
        <translation>
            <numerusform>%n jugada permite una reclamación correcta.</numerusform>
            <numerusform>%n jugadas permiten una reclamación correcta.</numerusform>
        </translation>
    </message>
    <message>
        <source>after %1 (written)</source>
        <translation>tras %1 (anotada)</translation>
    </message>
    <message>
        <source>The pieces stood the same %2, but then an en passant capture was possible: that was another position (%1).</source>
        <translation>Las piezas estaban igual %2, pero entonces era posible una captura al paso: era otra posición (%1).</translation>
    </message>
    <message>
        <source>The pieces stood the same %2, but then the castling rights were different: that was another position (%1).</source>
        <translation>Las piezas estaban igual %2, pero entonces los derechos de enroque eran otros: era otra posición (%1).</translation>
    </message>
    <message>
        <source>The game ended by itself: %1.</source>
        <translation>La partida terminó por sí sola: %1.</translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s): %2 (%1).</source>
        <translation>
            <numerusform>Esta posición se ha dado %n vez: %2 (%1).</numerusform>
            <numerusform>Esta posición se ha dado %n veces: %2 (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 half-moves have been played without a capture or a pawn move (%1).</source>
        <translation>Se han jugado %2 medias jugadas sin captura ni jugada de peón (%1).</translation>
    </message>
    <message>
        <source>After %3, written and not played, the position would stand for the third time or the fifty moves would be complete (%1, %2).</source>
        <translation>Tras %3, anotada y no jugada, la posición se daría por tercera vez o se completarían los cincuenta movimientos (%1, %2).</translation>
    </message>
    <message numerus="yes">
        <source>This position has stood %n time(s), and %3 half-moves have passed without a capture or a pawn move: neither count is complete, and no move completes one (%1, %2).</source>
        <translation>
            <numerusform>Esta posición se ha dado %n vez y van %3 medias jugadas sin captura ni jugada de peón: ninguna cuenta está completa y ninguna jugada completa una (%1, %2).</numerusform>
            <numerusform>Esta posición se ha dado %n veces y van %3 medias jugadas sin captura ni jugada de peón: ninguna cuenta está completa y ninguna jugada completa una (%1, %2).</numerusform>
        </translation>
    </message>
    <message>
        <source>%2 is to move in the one, %3 in the other (%1).</source>
        <translation>En una juegan las %2, en la otra las %3 (%1).</translation>
    </message>
    <message>
        <source>The pieces differ on %2 (%1).</source>
        <translation>Las piezas difieren en %2 (%1).</translation>
    </message>
    <message>
        <source>The castling rights differ: %2 in the one, %3 in the other (%1).</source>
        <translation>Los derechos de enroque difieren: %2 en una, %3 en la otra (%1).</translation>
    </message>
    <message>
        <source>An en passant capture on %2 is possible in one position and not in the other (%1).</source>
        <translation>Una captura al paso en %2 es posible en una posición y no en la otra (%1).</translation>
    </message>
    <message>
        <source>The same player is to move, the pieces stand on the same squares, and the castling rights and en passant captures are the same (%1).</source>
        <translation>Juega el mismo jugador, las piezas están en las mismas casillas y los derechos de enroque y las capturas al paso son los mismos (%1).</translation>
    </message>
    <message>
        <source>%2 could still checkmate with the help of bad moves, for example %3 (%1).</source>
        <translation>Las %2 aún podrían dar mate con ayuda de malas jugadas, por ejemplo %3 (%1).</translation>
    </message>
    <message>
        <source>Under US Chess rule %1, %2&apos;s material is not enough to win on time.</source>
        <translation>Según la regla %1 de US Chess, el material de las %2 no basta para ganar por tiempo.</translation>
    </message>
    <message>
        <source>%2 cannot checkmate by any series of legal moves (%1).</source>
        <translation>Las %2 no pueden dar mate con ninguna serie de jugadas legales (%1).</translation>
    </message>
    <message>
        <source>After %2, 100 half-moves would have passed without a capture or a pawn move (%1).</source>
        <translation>Tras %2 se habrían jugado 100 medias jugadas sin captura ni jugada de peón (%1).</translation>
    </message>
    <message>
        <source>After %2 the position would stand for the third time: %3 (%1).</source>
        <translation>Tras %2 la posición se daría por tercera vez: %3 (%1).</translation>
    </message>
    <message>
        <source>%2 is a capture or a pawn move: it starts the fifty-move count again (%1).</source>
        <translation>%2 es una captura o una jugada de peón: la cuenta de cincuenta movimientos empieza de nuevo (%1).</translation>
    </message>
    <message numerus="yes">
        <source>After %2 the position would stand only %n time(s) (%1).</source>
        <translation>
            <numerusform>Tras %2 la posición solo se daría %n vez (%1).</numerusform>
            <numerusform>Tras %2 la posición solo se daría %n veces (%1).</numerusform>
        </translation>
    </message>
    <message>
        <source>After %2 only %3 half-moves would have passed without a capture or a pawn move; 100 are needed (%1).</source>
        <translation>Tras %2 solo se habrían jugado %3 medias jugadas sin captura ni jugada de peón; hacen falta 100 (%1).</translation>
    </message>
    <message>
        <source>%2 offered; the offer stands until %3 accepts it, declines it or moves (%1).</source>
        <translation>Las %2 ofrecieron; la oferta sigue en pie hasta que las %3 la aceptan, la rechazan o juegan (%1).</translation>
    </message>
    <message>
        <source>Not both players have made a move yet: no draw by agreement (%1).</source>
        <translation>Aún no han jugado los dos jugadores: no hay tablas de mutuo acuerdo (%1).</translation>
    </message>
    <message>
        <source>The claim is correct: the game is drawn, and nothing is left to accept (%1).</source>
        <translation>La reclamación es correcta: la partida es tablas y no queda nada que aceptar (%1).</translation>
    </message>
    <message>
        <source>The claim is incorrect, and an incorrect claim is a draw offer by %2 (%1).</source>
        <translation>La reclamación es incorrecta, y una reclamación incorrecta es una oferta de tablas de las %2 (%1).</translation>
    </message>
    <message>
        <source>No move makes the position stand for the third time or completes 100 half-moves (%1, %2).</source>
        <translation>Ninguna jugada hace que la posición se dé por tercera vez ni completa 100 medias jugadas (%1, %2).</translation>
    </message>
    <message>
        <source>The halfmove clock stands at %2; the count is complete at 100 (%1).</source>
        <translation>El contador de medias jugadas está en %2; la cuenta se completa en 100 (%1).</translation>
    </message>
    <message>
        <source>The claim rests on %4, written and not played: it counts as the next move (%1, %2), and a move made loses the claim (%3).</source>
        <translation>La reclamación se basa en %4, anotada y no jugada: cuenta como la jugada siguiente (%1, %2), y una jugada hecha hace perder la reclamación (%3).</translation>
    </message>
    <message>
        <source>The position needed is on the board now: nothing is written or played (%1, %2).</source>
        <translation>La posición necesaria ya está en el tablero: no se anota ni se juega nada (%1, %2).</translation>
    </message>
    <message>
        <source>Compare who is to move, the marked squares, who may still castle, and whether an en passant capture is possible in each.</source>
        <translation>Compara quién juega, las casillas marcadas, quién puede aún enrocar y si en alguna es posible una captura al paso.</translation>
    </message>
    <message>
        <source>Look at what %1 has left, and at whether %2&apos;s own pieces could help build a mate.</source>
        <translation>Mira qué les queda a las %1 y si las propias piezas de las %2 podrían ayudar a un mate.</translation>
    </message>
    <message>
        <source>The last capture or pawn move was %1.</source>
        <translation>La última captura o jugada de peón fue %1.</translation>
    </message>
    <message>
        <source>No capture or pawn move was played since the start; the set-up position&apos;s halfmove clock was %1.</source>
        <translation>Desde el inicio no hubo capturas ni jugadas de peón; el contador de medias jugadas de la posición inicial era %1.</translation>
    </message>
    <message>
        <source>%1 offered. Count the moves each player has made so far.</source>
        <translation>Las %1 ofrecieron. Cuenta las jugadas que ha hecho cada jugador hasta ahora.</translation>
    </message>
    <message>
        <source>After %1 no earlier position would have these pieces on these squares with the same player to move.</source>
        <translation>Tras %1 ninguna posición anterior tendría estas piezas en estas casillas con el mismo jugador al turno.</translation>
    </message>
    <message>
        <source>No earlier position had these pieces on these squares with the same player to move.</source>
        <translation>Ninguna posición anterior tenía estas piezas en estas casillas con el mismo jugador al turno.</translation>
    </message>
    <message>
        <source>After %1 the pieces would stand as %2 (● under the board).</source>
        <translation>Tras %1 las piezas estarían como %2 (● bajo el tablero).</translation>
    </message>
    <message>
        <source>The pieces stood as now %1 (● under the board).</source>
        <translation>Las piezas estaban como ahora %1 (● bajo el tablero).</translation>
    </message>
    <message>
        <source>The player who resigns cannot win the game (%1).</source>
        <translation>Quien abandona no puede ganar la partida (%1).</translation>
    </message>
    <message>
        <source>The opponent cannot checkmate by any series of legal moves, so the resignation gives a draw, not a win.</source>
        <translation>El rival no puede dar mate con ninguna serie de jugadas legales, así que el abandono da tablas, no una victoria.</translation>
    </message>
    <message>
        <source>A resignation loses when the opponent could checkmate by some series of legal moves, even only with the resigning player&apos;s help (%1).</source>
        <translation>Un abandono pierde cuando el rival podría dar mate con alguna serie de jugadas legales, aunque solo sea con ayuda de quien abandona (%1).</translation>
    </message>
    <message>
        <source>A side can still mate when some series of legal moves ends in its checkmate, even one the other side must help with.</source>
        <translation>Un bando aún puede dar mate cuando alguna serie de jugadas legales termina en su mate, aunque el otro bando tenga que ayudar.</translation>
    </message>
    <message>
        <source>No series of legal moves ends in a checkmate by that side, not even with the other side&apos;s help.</source>
        <translation>Ninguna serie de jugadas legales termina en un mate de ese bando, ni siquiera con ayuda del otro.</translation>
    </message>
    <message>
        <source>The last move ended the game by itself; nobody needs to claim (%1).</source>
        <translation>La última jugada terminó la partida por sí sola; nadie tiene que reclamar (%1).</translation>
    </message>
    <message>
        <source>Checkmate ends the game at once and comes before every other ending (%1, %2).</source>
        <translation>El mate termina la partida de inmediato y va antes que cualquier otro final (%1, %2).</translation>
    </message>
    <message>
        <source>Check that ending&apos;s condition on the board again: it does not hold here.</source>
        <translation>Comprueba de nuevo en el tablero la condición de ese final: aquí no se cumple.</translation>
    </message>
    <message>
        <source>This is the player&apos;s first illegal move: the position is reinstated and the opponent gets two minutes; only a second one loses (%1, %2).</source>
        <translation>Es la primera jugada ilegal del jugador: se restablece la posición y el rival recibe dos minutos; solo una segunda pierde (%1, %2).</translation>
    </message>
    <message>
        <source>This is the player&apos;s second illegal move in the game: it loses (%1).</source>
        <translation>Es la segunda jugada ilegal del jugador en la partida: pierde (%1).</translation>
    </message>
    <message>
        <source>The game is rapid or blitz: Appendix %1 applies, not %2 alone.</source>
        <translation>La partida es rápida o relámpago: se aplica el apéndice %1, no solo el %2.</translation>
    </message>
    <message>
        <source>The game is standard play: Article %1 applies; %2 is for rapid and blitz.</source>
        <translation>La partida es de ritmo estándar: se aplica el artículo %1; el %2 es para rápidas y relámpago.</translation>
    </message>
    <message>
        <source>Read %1: can the opponent checkmate by any series of legal moves?</source>
        <comment>resignation</comment>
        <translation>Lee el %1: ¿puede el rival dar mate con alguna serie de jugadas legales?</translation>
    </message>
    <message>
        <source>Read %1, %2, %3 and %4: which of them ends the game without a claim, and which comes first?</source>
        <translation>Lee el %1, %2, %3 y %4: ¿cuál termina la partida sin reclamación, y cuál va primero?</translation>
    </message>
    <message>
        <source>Read %1 and Appendix %2: which kind of play is this, and how many illegal moves has this player made?</source>
        <translation>Lee el %1 y el apéndice %2: ¿qué modalidad es esta, y cuántas jugadas ilegales ha hecho este jugador?</translation>
    </message>
    <message>
        <source>Read %1 and %2: any series of legal moves counts, the opponent&apos;s help too.</source>
        <translation>Lee el %1 y el %2: cuenta cualquier serie de jugadas legales, también con ayuda del rival.</translation>
    </message>
    <message>
        <source>%1 could checkmate, for example %2.</source>
        <translation>Las %1 podrían dar mate, por ejemplo %2.</translation>
    </message>
    <message>
        <source>%1 cannot checkmate by any series of legal moves: %2.</source>
        <translation>Las %1 no pueden dar mate con ninguna serie de jugadas legales: %2.</translation>
    </message>
    <message>
        <source>%2 could still checkmate, for example %3, so the resignation loses (%1).</source>
        <translation>Las %2 aún podrían dar mate, por ejemplo %3, así que el abandono pierde (%1).</translation>
    </message>
    <message>
        <source>%2 cannot checkmate by any series of legal moves (%3), so the resignation gives a draw (%1).</source>
        <translation>Las %2 no pueden dar mate con ninguna serie de jugadas legales (%3), así que el abandono da tablas (%1).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The time control makes this rapid or blitz: Appendix A applies (%1).</source>
        <translation>El control de tiempo hace de esta una partida rápida o relámpago: se aplica el apéndice A (%1).</translation>
    </message>
    <message>
        <source>Standard play, and the player&apos;s first illegal move: the position before it is reinstated (%1) and the opponent gets two minutes (%2).</source>
        <translation>Ritmo estándar y primera jugada ilegal del jugador: se restablece la posición anterior (%1) y el rival recibe dos minutos (%2).</translation>
    </message>
    <message>
        <source>Standard play, and the player&apos;s second illegal move: %2 (%1).</source>
        <translation>Ritmo estándar y segunda jugada ilegal del jugador: %2 (%1).</translation>
    </message>
    <message>
        <source>A side that cannot mate in any way cannot win on time (%1); if neither side can, the position is dead (%2).</source>
        <translation>Un bando que no puede dar mate de ninguna manera no gana por tiempo (%1); si ninguno puede, la posición está muerta (%2).</translation>
    </message>
    <message>
        <source>The halfmove clock is %1; occurrences of this position so far: %2. Does the side to move have a legal move, and is it in check?</source>
        <translation>El contador de medias jugadas está en %1; apariciones de esta posición hasta ahora: %2. ¿Tiene el bando que juega alguna jugada legal, y está en jaque?</translation>
    </message>
    <message>
        <source>standard play</source>
        <translation>ritmo estándar</translation>
    </message>
    <message>
        <source>rapid</source>
        <translation>rápidas</translation>
    </message>
    <message>
        <source>blitz</source>
        <translation>relámpago</translation>
    </message>
    <message>
        <source>The time control: %1. Illegal moves by this player so far, this one included: %2.</source>
        <translation>El control de tiempo: %1. Jugadas ilegales de este jugador hasta ahora, esta incluida: %2.</translation>
    </message>
    <message>
        <source>Look at each side&apos;s men, at locked pawns, and at whether the other side&apos;s men could block its own king.</source>
        <translation>Mira las piezas de cada bando, los peones bloqueados y si las piezas del otro bando podrían encerrar a su propio rey.</translation>
    </message>
    <message>
        <source>Resignation</source>
        <translation>Abandono</translation>
    </message>
    <message>
        <source>Over by itself?</source>
        <translation>¿Terminada por sí sola?</translation>
    </message>
    <message>
        <source>An illegal move</source>
        <translation>Una jugada ilegal</translation>
    </message>
    <message>
        <source>Who can still mate?</source>
        <translation>¿Quién puede aún dar mate?</translation>
    </message>
    <message>
        <source>%1 resigns in this position. What is the result?</source>
        <translation>Las %1 abandonan en esta posición. ¿Cuál es el resultado?</translation>
    </message>
    <message>
        <source>Is the game over by itself in this position, and if so, how?</source>
        <translation>¿Ha terminado la partida por sí sola en esta posición, y si es así, cómo?</translation>
    </message>
    <message>
        <source>After the last move, is the game over by itself, and if so, how?</source>
        <translation>Tras la última jugada, ¿ha terminado la partida por sí sola, y si es así, cómo?</translation>
    </message>
    <message>
        <source>Which player could still checkmate by some series of legal moves?</source>
        <translation>¿Qué jugador podría aún dar mate con alguna serie de jugadas legales?</translation>
    </message>
    <message>
        <source>Both players</source>
        <translation>Ambos jugadores</translation>
    </message>
    <message>
        <source>Neither: the position is dead (%1)</source>
        <translation>Ninguno: la posición está muerta (%1)</translation>
    </message>
    <message>
        <source>The game goes on</source>
        <translation>La partida sigue</translation>
    </message>
    <message>
        <source>Over: checkmate (%1)</source>
        <translation>Terminada: mate (%1)</translation>
    </message>
    <message>
        <source>Over: stalemate (%1)</source>
        <translation>Terminada: ahogado (%1)</translation>
    </message>
    <message>
        <source>Over: a dead position (%1)</source>
        <translation>Terminada: posición muerta (%1)</translation>
    </message>
    <message>
        <source>Over: fivefold repetition (%1)</source>
        <translation>Terminada: quíntuple repetición (%1)</translation>
    </message>
    <message>
        <source>Over: 75 moves (%1)</source>
        <translation>Terminada: 75 jugadas (%1)</translation>
    </message>
    <message>
        <source>%1: the position before the illegal move is reinstated and play goes on; the opponent gets two more minutes (%2)</source>
        <translation>%1: se restablece la posición anterior a la jugada ilegal y se sigue jugando; el rival recibe dos minutos más (%2)</translation>
    </message>
    <message>
        <source>%1: the player&apos;s second illegal move loses the game (a draw if the opponent cannot checkmate)</source>
        <translation>%1: la segunda jugada ilegal del jugador pierde la partida (tablas si el rival no puede dar mate)</translation>
    </message>
    <message>
        <source>%1: the rules for rapid and blitz apply</source>
        <translation>%1: se aplican las reglas de rápidas y relámpago</translation>
    </message>
    <message>
        <source>Nothing ended the game by itself: no checkmate or stalemate, a checkmate is still possible, the position has not stood five times and 75 moves are not complete (%1, %2, %3).</source>
        <translation>Nada terminó la partida por sí solo: ni mate ni ahogado, aún es posible un mate, la posición no se ha dado cinco veces y no se han completado 75 jugadas (%1, %2, %3).</translation>
    </message>
    <message>
        <source>The last move broke the rules, and the player pressed the clock. The opponent has not moved yet. Time control: %1. By which article does the arbiter act?</source>
        <translation>La última jugada fue ilegal y el jugador pulsó el reloj. El rival aún no ha jugado. Control de tiempo: %1. ¿Según qué artículo actúa el árbitro?</translation>
    </message>
    <message>
        <source>Is the position at the start the same as the position now, for Article %1? If not, why not?</source>
        <translation>¿Es la posición del inicio la misma que la de ahora según el artículo %1? Si no, ¿por qué no?</translation>
    </message>
    <message>
        <source>Is the position %2 the same as the position now, for Article %1? If not, why not?</source>
        <translation>¿Es la posición %2 la misma que la de ahora según el artículo %1? Si no, ¿por qué no?</translation>
    </message>
    <message>
        <source>The game was drawn when this position arose: neither side can checkmate by any series of legal moves (%1), so the flag fall changes nothing.</source>
        <translation>La partida quedó en tablas cuando surgió esta posición: ningún bando puede dar mate con ninguna serie de jugadas legales (%1), así que la caída de bandera no cambia nada.</translation>
    </message>
    <message>
        <source>The play runs into stalemate: %1.</source>
        <translation>El juego desemboca en ahogado: %1.</translation>
    </message>
    <message>
        <source>Under US Chess rules: %1</source>
        <translation>Según las reglas de US Chess: %1</translation>
    </message>
    <message>
        <source>In a casual game (a threefold repetition or fifty moves end it by themselves): %1</source>
        <translation>En una partida informal (la triple repetición o los cincuenta movimientos la terminan por sí solos): %1</translation>
    </message>
    <message>
        <source>the file holds no item (no PGN game)</source>
        <translation>el archivo no contiene ningún elemento (ninguna partida PGN)</translation>
    </message>
    <message>
        <source>unknown question &quot;%1&quot;</source>
        <translation>tipo de pregunta desconocido «%1»</translation>
    </message>
    <message>
        <source>unknown rule set &quot;%1&quot;</source>
        <translation>reglamento desconocido «%1»</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <extracomment>%1 a numbered move of the file (&quot;3...Nf6&quot;), %2 what is wrong with it.</extracomment>
        <translation>jugada %1: %2</translation>
    </message>
    <message>
        <source>Compare &quot;%1&quot; is not a ply before the last (0 to %2)</source>
        <translation>Compare «%1» no es una media jugada anterior a la última (0 a %2)</translation>
    </message>
    <message>
        <source>a same-position question needs a Compare tag</source>
        <translation>una pregunta de misma posición necesita una etiqueta Compare</translation>
    </message>
    <message>
        <source>%1 must be White or Black, not &quot;%2&quot;</source>
        <extracomment>%1 the tag&apos;s name (Flagged, Resigned, OfferBy: kept in English, as in the file).</extracomment>
        <translation>%1 debe ser White o Black, no «%2»</translation>
    </message>
    <message>
        <source>Claim must be threefold, fifty or any, not &quot;%1&quot;</source>
        <translation>Claim debe ser threefold, fifty o any, no «%1»</translation>
    </message>
    <message>
        <source>the intended move &quot;%1&quot;: %2</source>
        <translation>la jugada anotada «%1»: %2</translation>
    </message>
    <message>
        <source>a written-claim question needs an Intended move</source>
        <translation>una pregunta de reclamación por escrito necesita una jugada Intended</translation>
    </message>
    <message>
        <source>an offer question needs OfferBy, or a Claim that is the offer</source>
        <translation>una pregunta de oferta necesita OfferBy, o un Claim que sea la oferta</translation>
    </message>
    <message>
        <source>the Answer &quot;%1&quot; cannot be read for a %2 question</source>
        <extracomment>%2 the question&apos;s id as the file writes it (claim, flag-fall, ...).</extracomment>
        <translation>la respuesta (Answer) «%1» no se puede leer para una pregunta de tipo %2</translation>
    </message>
    <message>
        <source>the file says &quot;%1&quot; but the arbiter rules &quot;%2&quot;</source>
        <translation>el archivo dice «%1», pero el árbitro dictamina «%2»</translation>
    </message>
    <message>
        <source>a second item with this id</source>
        <translation>un segundo elemento con este identificador</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>línea %1: %2</translation>
    </message>
    <message>
        <source>line %1, item %2: %3</source>
        <translation>línea %1, elemento %2: %3</translation>
    </message>
    <message>
        <source>Neither position has a castling right, so none can differ: the castling rights are the same (%1).</source>
        <translation>Ninguna de las dos posiciones tiene derecho a enrocar, así que ninguno puede diferir: los derechos de enroque son los mismos (%1).</translation>
    </message>
    <message>
        <source>After %2, written and not played, the position would stand for the third time (%1).</source>
        <translation>Tras %2, anotada y no jugada, la posición se daría por tercera vez (%1).</translation>
    </message>
    <message>
        <source>After %2, written and not played, the fifty moves would be complete (%1).</source>
        <translation>Tras %2, anotada y no jugada, se completarían los cincuenta movimientos (%1).</translation>
    </message>
    <message>
        <source>checkmate</source>
        <extracomment>An ending as the lesson check names it; translate as the ending&apos;s name (&quot;fünfmalige Stellungswiederholung&quot;). The same for the ids below.</extracomment>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>ahogado</translation>
    </message>
    <message>
        <source>dead_position</source>
        <translation>posición muerta</translation>
    </message>
    <message>
        <source>seventyfive_moves</source>
        <translation>regla de los 75 movimientos</translation>
    </message>
    <message>
        <source>fivefold_repetition</source>
        <translation>quíntuple repetición</translation>
    </message>
    <message>
        <source>threefold_repetition</source>
        <translation>triple repetición</translation>
    </message>
    <message>
        <source>fifty_moves</source>
        <translation>regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>the game was already over (%1, %2) before move %3 of the item</source>
        <extracomment>%1 the ending, %2 its rule (&quot;FIDE 9.6.1&quot;), %3 the move&apos;s index in the item.</extracomment>
        <translation>la partida ya había terminado (%1, %2) antes de la jugada %3 del elemento</translation>
    </message>
    <message>
        <source>only the clock of the player to move runs: Flagged must be the side to move</source>
        <translation>solo corre el reloj del jugador que tiene el turno: Flagged debe ser el bando que juega</translation>
    </message>
    <message>
        <source>a flag fall after the end of the game changes nothing</source>
        <translation>una caída de bandera después del final de la partida no cambia nada</translation>
    </message>
    <message>
        <source>the claim with %1 would be incorrect: a procedure question needs a correct claim</source>
        <translation>la reclamación con %1 sería incorrecta: una pregunta de procedimiento necesita una reclamación correcta</translation>
    </message>
    <message>
        <source>no claim is possible on the board: give an Intended move</source>
        <translation>no se puede reclamar sobre el tablero: indica una jugada Intended</translation>
    </message>
    <message>
        <source>the claim cannot be made here (the game is over or the move is illegal)</source>
        <translation>aquí no se puede hacer la reclamación (la partida ha terminado o la jugada es ilegal)</translation>
    </message>
    <message>
        <source>the claim&apos;s move is illegal</source>
        <translation>la jugada de la reclamación es ilegal</translation>
    </message>
    <message>
        <source>the game is over: no claim is left to wait for</source>
        <translation>la partida ha terminado: no queda ninguna reclamación que esperar</translation>
    </message>
    <message>
        <source>a resignation after the end of the game changes nothing</source>
        <translation>un abandono después del final de la partida no cambia nada</translation>
    </message>
    <message>
        <source>the analysis cannot decide whether the opponent can checkmate</source>
        <translation>el análisis no puede decidir si el rival puede dar jaque mate</translation>
    </message>
    <message>
        <source>the position was dead %1 move(s) before the last: the game was over already</source>
        <translation>la posición ya estaba muerta %1 jugada(s) antes de la última: la partida ya había terminado</translation>
    </message>
    <message>
        <source>the last move of an illegal-move question must break the rules</source>
        <translation>la última jugada de una pregunta de jugada ilegal debe infringir las reglas</translation>
    </message>
    <message>
        <source>the position is checkmate: ask who won, not who could mate</source>
        <translation>la posición es jaque mate: pregunta quién ganó, no quién podría dar mate</translation>
    </message>
    <message>
        <source>the analysis cannot decide whether each side can checkmate</source>
        <translation>el análisis no puede decidir si cada bando puede dar jaque mate</translation>
    </message>
    <message>
        <source>not a ruling question</source>
        <translation>no es una pregunta sobre una decisión arbitral</translation>
    </message>
</context>
<context>
    <name>remis::app::SetupTexts</name>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>White castling kingside (K)</source>
        <translation>Enroque corto de las blancas (K)</translation>
    </message>
    <message>
        <source>White castling queenside (Q)</source>
        <translation>Enroque largo de las blancas (Q)</translation>
    </message>
    <message>
        <source>Black castling kingside (k)</source>
        <translation>Enroque corto de las negras (k)</translation>
    </message>
    <message>
        <source>Black castling queenside (q)</source>
        <translation>Enroque largo de las negras (q)</translation>
    </message>
    <message>
        <source>%1&apos;s king is not on %2 and no %1 rook is on %3</source>
        <translation>el rey de las %1 no está en %2 y no hay torre de las %1 en %3</translation>
    </message>
    <message>
        <source>%1&apos;s king is not on %2</source>
        <translation>el rey de las %1 no está en %2</translation>
    </message>
    <message>
        <source>no %1 rook on %2</source>
        <translation>no hay torre de las %1 en %2</translation>
    </message>
    <message>
        <source>%1 is set, but %2.</source>
        <translation>%1 está marcado, pero %2.</translation>
    </message>
    <message>
        <source>%1 has no king. Each side needs exactly one.</source>
        <translation>Las %1 no tienen rey. Cada bando necesita exactamente uno.</translation>
    </message>
    <message>
        <source>%1 has %2 kings (%3). Each side needs exactly one.</source>
        <translation>Las %1 tienen %2 reyes (%3). Cada bando necesita exactamente uno.</translation>
    </message>
    <message>
        <source>A pawn cannot stand on the first or last rank: %1.</source>
        <translation>Un peón no puede estar en la primera ni en la última fila: %1.</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; a side starts with 8 and never gains one.</source>
        <translation>Las %1 tienen %2 peones; un bando empieza con 8 y nunca gana ninguno.</translation>
    </message>
    <message>
        <source>%1 has %2 pieces and pawns; a side has at most 16.</source>
        <translation>Las %1 tienen %2 piezas y peones; un bando tiene como mucho 16.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s pieces need %n promotion(s) (a second queen, a third rook or knight, two bishops on squares of one colour), but with its pawns on the board it can have made at most %2.</source>
        <translation>
            <numerusform>Las piezas de las %1 requieren %n coronación (una segunda dama, una tercera torre o caballo, dos alfiles en casillas de un mismo color), pero con sus peones en el tablero solo puede haber hecho %2 como mucho.</numerusform>
            <numerusform>Las piezas de las %1 requieren %n coronaciones (una segunda dama, una tercera torre o caballo, dos alfiles en casillas de un mismo color), pero con sus peones en el tablero solo puede haber hecho %2 como mucho.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>%1 to move, but %2&apos;s king on %3 is attacked by %4 (the side not to move cannot be in check).</source>
        <translation>Juegan las %1, pero el rey de las %2 en %3 está atacado por %4 (el bando que no juega no puede estar en jaque).</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s king on %2 is in check from %n piece(s) (%3); no move gives more than a double check.</source>
        <translation>
            <numerusform>El rey de las %1 en %2 recibe jaque de %n pieza (%3); ninguna jugada da más que un jaque doble.</numerusform>
            <numerusform>El rey de las %1 en %2 recibe jaque de %n piezas (%3); ninguna jugada da más que un jaque doble.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s king on %2 is in double check from %3, but no move could have given it: neither piece could have moved out of the other&apos;s line.</source>
        <translation>El rey de las %1 en %2 recibe jaque doble de %3, pero ninguna jugada puede haberlo dado: ninguna de las dos piezas puede haber salido de la línea de la otra.</translation>
    </message>
    <message>
        <source>En passant on %1 is impossible with %2 to move (it must be on the %3 rank).</source>
        <translation>La captura al paso en %1 es imposible cuando juegan las %2 (debe estar en la %3 fila).</translation>
    </message>
    <message>
        <source>6th</source>
        <translation>6.ª</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3.ª</translation>
    </message>
    <message>
        <source>En passant on %1 is impossible: %2 is not empty, so no pawn just crossed it.</source>
        <translation>La captura al paso en %1 es imposible: %2 no está vacía, así que ningún peón acaba de cruzarla.</translation>
    </message>
    <message>
        <source>The en passant square means %1 just played %2–%3.</source>
        <translation>La casilla al paso significa que las %1 acaban de jugar %2–%3.</translation>
    </message>
    <message>
        <source>The pawn on %2 can take en passant now, so the square counts when positions are compared for repetition (FIDE %1).</source>
        <translation>El peón de %2 puede capturar al paso ahora, así que la casilla cuenta al comparar posiciones para la repetición (FIDE %1).</translation>
    </message>
    <message>
        <source>The pawn on %2 cannot legally take en passant (its king would be in check), so this position is the same as without the square for repetition (FIDE %1).</source>
        <translation>El peón de %2 no puede capturar al paso legalmente (su rey quedaría en jaque), así que para la repetición esta posición es la misma que sin la casilla (FIDE %1).</translation>
    </message>
    <message>
        <source>No pawn can take on %2, so the square changes nothing: the position is the same as without it for repetition (FIDE %1).</source>
        <translation>Ningún peón puede capturar en %2, así que la casilla no cambia nada: para la repetición la posición es la misma que sin ella (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>The halfmove clock is %1, but at this move number only %n ply(s) can have been played.</source>
        <translation>
            <numerusform>El contador de medios movimientos está en %1, pero con este número de jugada solo puede haberse hecho %n medio movimiento.</numerusform>
            <numerusform>El contador de medios movimientos está en %1, pero con este número de jugada solo pueden haberse hecho %n medios movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>An en passant square is set, so the last move was a pawn move, which resets the halfmove clock: it should be 0, not %1.</source>
        <translation>Hay una casilla al paso marcada, así que la última jugada fue de peón, lo que pone a cero el contador de medios movimientos: debería ser 0, no %1.</translation>
    </message>
    <message>
        <source>The halfmove clock is %2 (at least 100): the player to move can claim a draw under the fifty-move rule (FIDE %1).</source>
        <translation>El contador de medios movimientos está en %2 (al menos 100): el jugador que tiene el turno puede reclamar tablas por la regla de los cincuenta movimientos (FIDE %1).</translation>
    </message>
    <message>
        <source>The halfmove clock is %2 (at least 150): the seventy-five-move rule has already ended the game as a draw (FIDE %1).</source>
        <translation>El contador de medios movimientos está en %2 (al menos 150): la regla de los 75 movimientos ya ha terminado la partida en tablas (FIDE %1).</translation>
    </message>
    <message>
        <source>En passant on %1 needs a black pawn on %2 that has just moved two squares.</source>
        <translation>La captura al paso en %1 requiere un peón negro en %2 que acabe de avanzar dos casillas.</translation>
    </message>
    <message>
        <source>En passant on %1 needs a white pawn on %2 that has just moved two squares.</source>
        <translation>La captura al paso en %1 requiere un peón blanco en %2 que acabe de avanzar dos casillas.</translation>
    </message>
</context>
<context>
    <name>remis::app::SpokenText</name>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>%1, and so on</source>
        <translation>%1, etcétera</translation>
    </message>
    <message>
        <source>%1, until %2</source>
        <translation>%1, hasta %2</translation>
    </message>
</context>
<context>
    <name>remis::app::SpokenTime</name>
    <message>
        <source>%1 seconds</source>
        <translation>%1 segundos</translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n hora</numerusform>
            <numerusform>%n horas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::app::WatchFiles</name>
    <message>
        <source>the folder cannot be read</source>
        <translation>no se puede leer la carpeta</translation>
    </message>
    <message>
        <source>the file does not exist</source>
        <translation>el archivo no existe</translation>
    </message>
</context>
<context>
    <name>remis::gui::Announcer</name>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>%2 may claim a draw by threefold repetition (%1).</source>
        <translation>%2 pueden reclamar tablas por triple repetición (%1).</translation>
    </message>
    <message>
        <source>%2 may claim a draw by the fifty-move rule (%1).</source>
        <translation>%2 pueden reclamar tablas por la regla de los cincuenta movimientos (%1).</translation>
    </message>
    <message>
        <source>%2 declines the draw offer by moving (FIDE %1).</source>
        <translation>%2 rechaza la oferta de tablas al mover (FIDE %1).</translation>
    </message>
    <message numerus="yes">
        <source>one of %n moves, such as %1</source>
        <translation>
            <numerusform>una de %n jugadas, por ejemplo %1</numerusform>
            <numerusform>una de %n jugadas, por ejemplo %1</numerusform>
        </translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>A draw by threefold repetition may be claimed by writing %2, without playing it (%1).</source>
        <translation>Se pueden reclamar tablas por triple repetición anotando %2, sin realizar la jugada (%1).</translation>
    </message>
    <message>
        <source>A draw by the fifty-move rule may be claimed by writing %2, without playing it (%1).</source>
        <translation>Se pueden reclamar tablas por la regla de los cincuenta movimientos anotando %2, sin realizar la jugada (%1).</translation>
    </message>
</context>
<context>
    <name>remis::gui::AnswerPanel</name>
    <message>
        <source>Moves that make a correct claim</source>
        <translation>Jugadas para una reclamación correcta</translation>
    </message>
    <message>
        <source> half-moves</source>
        <translation> medias jugadas</translation>
    </message>
    <message>
        <source>Number of half-moves</source>
        <translation>Número de medias jugadas</translation>
    </message>
    <message>
        <source>Tick the steps the player must take and drag them into order:</source>
        <translation>Marca los pasos necesarios y arrástralos al orden correcto:</translation>
    </message>
    <message>
        <source>Steps, in order</source>
        <translation>Pasos, en orden</translation>
    </message>
</context>
<context>
    <name>remis::gui::ArbiterPanel</name>
    <message>
        <source>start position</source>
        <translation>posición inicial</translation>
    </message>
    <message>
        <source>after %1</source>
        <translation>después de %1</translation>
    </message>
    <message>
        <source>Seen: %1</source>
        <translation>Vista: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Threefold (%1):&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Triple repetición (%1):&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fifty moves (%1):&lt;/b&gt; %2</source>
        <translation>&lt;b&gt;Cincuenta movimientos (%1):&lt;/b&gt; %2</translation>
    </message>
    <message>
        <source>%1: accept</source>
        <translation>%1: aceptar</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>%1: decline</source>
        <translation>%1: rechazar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Fifty-move count: %1 of 100 plies, claim at 100</source>
        <translation>Cuenta de cincuenta movimientos: %1 de 100 medios movimientos, reclamación a partir de 100</translation>
    </message>
    <message>
        <source>Seventy-five-move count: %1 of 150 plies, the game ends at 150</source>
        <translation>Cuenta de setenta y cinco movimientos: %1 de 150 medios movimientos, la partida termina en 150</translation>
    </message>
    <message>
        <source>Repetitions of this position: %1 of 3, claim at 3</source>
        <translation>Repeticiones de esta posición: %1 de 3, reclamación a partir de 3</translation>
    </message>
    <message>
        <source>Repetitions of this position: %1 of 5, the game ends at 5</source>
        <translation>Repeticiones de esta posición: %1 de 5, la partida termina en 5</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardAnnotations</name>
    <message>
        <source>Move %1, %2 to move</source>
        <translation>Jugada %1, juegan %2</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardThemeMenu</name>
    <message>
        <source>Board &amp;Theme</source>
        <translation>&amp;Colores del tablero</translation>
    </message>
</context>
<context>
    <name>remis::gui::BoardView</name>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>That %1 cannot reach %2</source>
        <translation>Esa pieza (%1) no puede llegar a %2</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>You are viewing an earlier position: press End to return to the game.</source>
        <translation>Está viendo una posición anterior: pulse Fin para volver a la partida.</translation>
    </message>
    <message>
        <source>It is %1&apos;s move.</source>
        <translation>Juegan las %1.</translation>
    </message>
    <message>
        <source>That %1 has no legal move.</source>
        <translation>%1: ninguna jugada legal.</translation>
    </message>
    <message>
        <source>Enter or Space starts the keyboard cursor, the arrow keys move it, Enter picks a piece up and puts it down, Escape cancels.</source>
        <translation>Intro o Espacio activa el cursor del teclado, las flechas lo mueven, Intro levanta una pieza y la deja, Escape cancela.</translation>
    </message>
    <message>
        <source>Put the %1 down on %2.</source>
        <translation>Pieza soltada: %1 en %2.</translation>
    </message>
    <message>
        <source>Picked up the %1 on %2; it can go to %3.</source>
        <translation>Pieza tomada: %1 en %2; puede ir a %3.</translation>
    </message>
    <message>
        <source>Put the %1 back on %2.</source>
        <translation>Pieza devuelta: %1 a %2.</translation>
    </message>
</context>
<context>
    <name>remis::gui::ClockAccessible</name>
    <message>
        <source>%1&apos;s clock</source>
        <translation>Reloj de %1</translation>
    </message>
    <message>
        <source>%1&apos;s clock (%2)</source>
        <translation>Reloj de %1 (%2)</translation>
    </message>
    <message>
        <source>%1: untimed</source>
        <translation>%1: sin reloj</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, flag fallen</source>
        <translation>%1, bandera caída</translation>
    </message>
    <message>
        <source>%1, to move</source>
        <translation>%1, con el turno</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, paused</source>
        <translation>%1, en pausa</translation>
    </message>
</context>
<context>
    <name>remis::gui::ClockWidget</name>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>en pausa</translation>
    </message>
    <message>
        <source>flag fallen</source>
        <translation>bandera caída</translation>
    </message>
    <message>
        <source>starts with the first move</source>
        <translation>empieza con la primera jugada</translation>
    </message>
    <message>
        <source>starts with the next move</source>
        <translation>empieza con la siguiente jugada</translation>
    </message>
</context>
<context>
    <name>remis::gui::CommandLine</name>
    <message>
        <source>Remis: a chess board with a FIDE arbiter.</source>
        <translation>Remis: un tablero de ajedrez con un árbitro FIDE.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Empezar desde la posición FEN.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Play these moves (SAN or UCI) after loading.</source>
        <translation>Hacer estas jugadas (SAN o UCI) después de cargar.</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>JUGADAS</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Load a demonstration by its id.</source>
        <translation>Cargar una demostración por su identificador.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>RULES</source>
        <translation>REGLAS</translation>
    </message>
    <message>
        <source>Time control in seconds, e.g. 300+3, 5400+30, 40/5400+30:1800+30, or - for none.</source>
        <translation>Ritmo de juego en segundos, p. ej. 300+3, 5400+30, 40/5400+30:1800+30, o - para ninguno.</translation>
    </message>
    <message>
        <source>TC</source>
        <translation>RITMO</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Mostrar el tablero desde el lado de las negras.</translation>
    </message>
    <message>
        <source>Resume the autosaved game without asking.</source>
        <translation>Continuar sin preguntar la partida guardada automáticamente.</translation>
    </message>
    <message>
        <source>Do not offer to resume the autosaved game.</source>
        <translation>No ofrecer continuar la partida guardada automáticamente.</translation>
    </message>
    <message>
        <source>Print the FEN of the position and exit.</source>
        <translation>Escribir el FEN de la posición y salir.</translation>
    </message>
    <message>
        <source>Save a picture of the window and exit.</source>
        <translation>Guardar una imagen de la ventana y salir.</translation>
    </message>
    <message>
        <source>FILE.png</source>
        <translation>ARCHIVO.png</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Tamaño de la ventana para --screenshot (por omisión 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>AxA</translation>
    </message>
    <message>
        <source>A PGN file, a FEN file or a FEN to open.</source>
        <translation>Un archivo PGN, un archivo FEN o un FEN para abrir.</translation>
    </message>
    <message>
        <source>[FILE|FEN]</source>
        <translation>[ARCHIVO|FEN]</translation>
    </message>
    <message>
        <source>give either a file or one of --fen, --pgn and --demo, not both</source>
        <translation>indique un archivo o una de las opciones --fen, --pgn y --demo, no ambas cosas</translation>
    </message>
    <message>
        <source>cannot open %1: no such file</source>
        <translation>no se puede abrir %1: el archivo no existe</translation>
    </message>
    <message>
        <source>--rules must be fide, uscf or casual, not &quot;%1&quot;</source>
        <translation>--rules debe ser fide, uscf o casual, no «%1»</translation>
    </message>
    <message>
        <source>--time: %1</source>
        <translation>--time: %1</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT, e.g. 1280x800</source>
        <translation>--size debe ser ANCHOxALTO, p. ej. 1280x800</translation>
    </message>
    <message>
        <source>use only one of --fen, --pgn and --demo</source>
        <translation>use solo una de las opciones --fen, --pgn y --demo</translation>
    </message>
    <message>
        <source>VIEW</source>
        <translation>VISTA</translation>
    </message>
    <message>
        <source>Open a view: editor (the position editor, with --fen even an illegal one) or school (the rules school).</source>
        <translation>Abrir una vista: editor (el editor de posiciones, con --fen incluso una ilegal) o school (la escuela de reglas).</translation>
    </message>
    <message>
        <source>--view must be editor or school, not &quot;%1&quot;</source>
        <translation>--view debe ser editor o school, no «%1»</translation>
    </message>
    <message>
        <source>Open a PGN file as Game &gt; Open PGN does: one game at once, a list of the games to choose from for several (the first game with --print-fen or --screenshot).</source>
        <translation>Abrir un archivo PGN como Partida &gt; Abrir PGN: una sola partida directamente, y con varias una lista para elegir (con --print-fen o --screenshot, la primera partida).</translation>
    </message>
    <message>
        <source>Rule set: fide, uscf or casual (a demonstration always follows FIDE).</source>
        <translation>Reglamento: fide, uscf o casual (una demostración sigue siempre a la FIDE).</translation>
    </message>
</context>
<context>
    <name>remis::gui::DiagramActions</name>
    <message>
        <source>&amp;Export Diagram...</source>
        <translation>&amp;Exportar diagrama...</translation>
    </message>
    <message>
        <source>Save the position shown, with its arrows and marks, as SVG, PNG or PDF</source>
        <translation>Guardar la posición mostrada, con sus flechas y marcas, como SVG, PNG o PDF</translation>
    </message>
    <message>
        <source>&amp;Copy Diagram</source>
        <translation>&amp;Copiar diagrama</translation>
    </message>
    <message>
        <source>Copy the position shown as PNG and SVG</source>
        <translation>Copiar la posición mostrada como PNG y SVG</translation>
    </message>
    <message>
        <source>C&amp;lear Arrows and Marks</source>
        <translation>&amp;Borrar flechas y marcas</translation>
    </message>
    <message>
        <source>Arrows and marks are drawn with the right mouse button: drag or click</source>
        <translation>Las flechas y marcas se dibujan con el botón derecho del ratón: arrastrar o hacer clic</translation>
    </message>
    <message>
        <source>&amp;Add Position to Worksheet</source>
        <translation>&amp;Añadir posición a la hoja de ejercicios</translation>
    </message>
    <message>
        <source>Add the position shown, with the arbiter&apos;s answer for the key</source>
        <translation>Añadir la posición mostrada, con la respuesta del árbitro para el solucionario</translation>
    </message>
    <message>
        <source>&amp;Repetition Strip...</source>
        <translation>Tira de &amp;repeticiones...</translation>
    </message>
    <message>
        <source>Every occurrence of the position shown, with ply and halfmove clock</source>
        <translation>Cada aparición de la posición mostrada, con medio movimiento y contador de medios movimientos</translation>
    </message>
    <message>
        <source>&amp;Worksheet...</source>
        <translation>&amp;Hoja de ejercicios...</translation>
    </message>
    <message>
        <source>Print or save the worksheet as PDF</source>
        <translation>Imprimir la hoja de ejercicios o guardarla como PDF</translation>
    </message>
    <message>
        <source>Diagram copied as PNG and SVG</source>
        <translation>Diagrama copiado como PNG y SVG</translation>
    </message>
    <message numerus="yes">
        <source>Added to the worksheet (%n diagram(s))</source>
        <translation>
            <numerusform>Añadido a la hoja de ejercicios (%n diagrama)</numerusform>
            <numerusform>Añadido a la hoja de ejercicios (%n diagramas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Can the player to move claim a draw now? If so, by which article?</source>
        <translation>¿Puede el jugador al que le toca mover reclamar tablas ahora? Si es así, ¿según qué artículo?</translation>
    </message>
    <message>
        <source>D&amp;iagram</source>
        <translation>D&amp;iagrama</translation>
    </message>
</context>
<context>
    <name>remis::gui::DiagramDialog</name>
    <message>
        <source>&amp;Flip (Black at the bottom)</source>
        <translation>&amp;Girar (negras abajo)</translation>
    </message>
    <message>
        <source>Side-to-move &amp;marker</source>
        <translation>&amp;Marca del bando que mueve</translation>
    </message>
    <message>
        <source>&amp;Black and white (for printing)</source>
        <translation>&amp;Blanco y negro (para imprimir)</translation>
    </message>
    <message>
        <source>Export Diagram</source>
        <translation>Exportar diagrama</translation>
    </message>
    <message>
        <source>Outside the board</source>
        <translation>Fuera del tablero</translation>
    </message>
    <message>
        <source>Inside the board</source>
        <translation>Dentro del tablero</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>&amp;Coordinates:</source>
        <translation>&amp;Coordenadas:</translation>
    </message>
    <message>
        <source>C&amp;aption:</source>
        <translation>&amp;Pie de figura:</translation>
    </message>
    <message>
        <source>PNG &amp;width:</source>
        <translation>&amp;Ancho del PNG:</translation>
    </message>
    <message>
        <source>Arrows and marks are those drawn on the board with the right mouse button (drag for an arrow, click for a mark).</source>
        <translation>Las flechas y marcas son las dibujadas en el tablero con el botón derecho del ratón (arrastrar para una flecha, clic para una marca).</translation>
    </message>
    <message>
        <source>&amp;Save As...</source>
        <translation>&amp;Guardar como...</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy as PNG and SVG</source>
        <translation>Copiar como PNG y SVG</translation>
    </message>
    <message>
        <source>SVG image (*.svg);;PNG image (*.png);;PDF document (*.pdf)</source>
        <translation>Imagen SVG (*.svg);;Imagen PNG (*.png);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The diagram was not saved to %1: %2</source>
        <translation>El diagrama no se guardó en %1: %2</translation>
    </message>
</context>
<context>
    <name>remis::gui::DisplayModes</name>
    <message>
        <source>F&amp;ull Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>Side &amp;Panels</source>
        <translation>&amp;Paneles laterales</translation>
    </message>
    <message>
        <source>Board &amp;Follows the Side to Move</source>
        <translation>El tablero &amp;sigue al bando que juega</translation>
    </message>
    <message>
        <source>Show or hide the move list, the help and the arbiter panel</source>
        <translation>Mostrar u ocultar la lista de jugadas, la ayuda y el panel del árbitro</translation>
    </message>
    <message>
        <source>Turn the board after every move, for two players sharing one screen</source>
        <translation>Girar el tablero tras cada jugada, para dos jugadores ante una misma pantalla</translation>
    </message>
</context>
<context>
    <name>remis::gui::EditorBoard</name>
    <message>
        <source>Board being set up</source>
        <translation>Tablero en preparación</translation>
    </message>
    <message>
        <source>%1 Cursor: %2</source>
        <translation>%1 Cursor: %2</translation>
    </message>
    <message>
        <source>Arrows move the cursor; the letters %1 place white pieces, %2 black ones; Delete empties the square.</source>
        <translation>Las flechas mueven el cursor; las letras %1 colocan piezas blancas, %2 negras; Supr vacía la casilla.</translation>
    </message>
</context>
<context>
    <name>remis::gui::FenDialog</name>
    <message>
        <source>Type or paste a FEN to see the position.</source>
        <translation>Escriba o pegue un FEN para ver la posición.</translation>
    </message>
    <message>
        <source>The preview shows the last valid position.</source>
        <translation>La vista previa muestra la última posición válida.</translation>
    </message>
    <message numerus="yes">
        <source>%1 to move
Move %2
Halfmove clock: %n ply(s)</source>
        <translation>
            <numerusform>Juegan %1
Jugada %2
Contador de medios movimientos: %n medio movimiento</numerusform>
            <numerusform>Juegan %1
Jugada %2
Contador de medios movimientos: %n medios movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Aviso: %1</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
</context>
<context>
    <name>remis::gui::GameChooser</name>
    <message>
        <source>Choose a Game — %1</source>
        <translation>Elegir una partida — %1</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 de %2 partidas</translation>
    </message>
    <message>
        <source>Game number, or filter by player, event, date or result</source>
        <translation>Número de partida, o filtrar por jugador, torneo, fecha o resultado</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Games with events</source>
        <translation>Partidas con incidencias</translation>
    </message>
    <message>
        <source>Results against the rules</source>
        <translation>Resultados contra las reglas</translation>
    </message>
    <message>
        <source>Games with errors</source>
        <translation>Partidas con errores</translation>
    </message>
    <message>
        <source>The selected game&apos;s events: open one to see the game at that ply</source>
        <translation>Las incidencias de la partida elegida: abrir una muestra la partida en ese medio movimiento</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Mostrar:</translation>
    </message>
    <message>
        <source>Auditing the games: %1 of %2…</source>
        <translation>Revisando las partidas: %1 de %2…</translation>
    </message>
    <message numerus="yes">
        <source>Audit done: %n game(s) in %1 s</source>
        <translation>
            <numerusform>Revisión hecha: %n partida en %1 s</numerusform>
            <numerusform>Revisión hecha: %n partidas en %1 s</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1: not audited yet</source>
        <translation>Partida %1: aún sin revisar</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>Game %1: no claims, no automatic ending, the result agrees</source>
        <translation>Partida %1: sin reclamaciones, sin final automático, el resultado concuerda</translation>
    </message>
    <message>
        <source>Games with illegal moves</source>
        <translation>Partidas con jugadas ilegales</translation>
    </message>
    <message>
        <source>Games with a flag fall</source>
        <translation>Partidas con caída de bandera</translation>
    </message>
    <message>
        <source>The rest of the file cannot be read: %1</source>
        <translation>El resto del archivo no se puede leer: %1</translation>
    </message>
    <message>
        <source>Reading the file: %1 %…</source>
        <translation>Leyendo el archivo: %1 %…</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) so far</source>
        <translation>
            <numerusform>%n partida por ahora</numerusform>
            <numerusform>%n partidas por ahora</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 games so far</source>
        <translation>%1 de %2 partidas por ahora</translation>
    </message>
</context>
<context>
    <name>remis::gui::GameDialogs</name>
    <message>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Abandon the game in progress and start a new one?</source>
        <translation>¿Dejar la partida en curso y empezar una nueva?</translation>
    </message>
    <message>
        <source>Time control for the next game: %1</source>
        <translation>Ritmo de juego de la próxima partida: %1</translation>
    </message>
    <message>
        <source>Who resigns? (FIDE %1)</source>
        <translation>¿Quién abandona? (FIDE %1)</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <source>About Remis</source>
        <translation>Acerca de Remis</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Remis %1&lt;/h3&gt;&lt;p&gt;A chess board with a built-in arbiter that applies the FIDE Laws of Chess (2023): claims, repetitions, the fifty- and 75-move rules, dead positions and flag falls, each explained in plain language.&lt;/p&gt;&lt;p&gt;For two players at one computer, chess teachers and arbiters.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Remis %1&lt;/h3&gt;&lt;p&gt;Un tablero de ajedrez con un árbitro integrado que aplica las Leyes del Ajedrez de la FIDE (2023): reclamaciones, repeticiones, las reglas de los cincuenta y de los 75 movimientos, posiciones muertas y caídas de bandera, cada cosa explicada con palabras sencillas.&lt;/p&gt;&lt;p&gt;Para dos jugadores ante un mismo ordenador, profesores de ajedrez y árbitros.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>empezar una partida nueva</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ply(s)</source>
        <translation>
            <numerusform>%n medio movimiento</numerusform>
            <numerusform>%n medios movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>Time Control for This Game</source>
        <translation>Control de tiempo para esta partida</translation>
    </message>
    <message>
        <source>Time Control for the Next Game</source>
        <translation>Control de tiempo para la próxima partida</translation>
    </message>
    <message>
        <source>Time control for this game: %1. The clock starts with the first move.</source>
        <translation>Control de tiempo para esta partida: %1. El reloj arranca con la primera jugada.</translation>
    </message>
    <message>
        <source>A game in progress was saved: %1 against %2, %3 (%4), saved %5.</source>
        <translation>Se guardó una partida en curso: %1 contra %2, %3 (%4), guardada %5.</translation>
    </message>
    <message>
        <source>A finished game with changes not saved to a file was kept: %1 against %2, %3 (%4), saved %5. It ended: %6.</source>
        <translation>Se conservó una partida terminada con cambios que no se guardaron en ningún archivo: %1 contra %2, %3 (%4), guardada %5. Terminó: %6.</translation>
    </message>
    <message>
        <source>It is game %1 of %2.</source>
        <translation>Es la partida %1 de %2.</translation>
    </message>
    <message>
        <source>Resume it?</source>
        <translation>¿Continuarla?</translation>
    </message>
    <message>
        <source>Open it again?</source>
        <translation>¿Abrirla de nuevo?</translation>
    </message>
    <message>
        <source>Resume it instead of opening %1?</source>
        <translation>¿Continuarla en lugar de abrir %1?</translation>
    </message>
    <message>
        <source>Open it instead of %1?</source>
        <translation>¿Abrirla en lugar de %1?</translation>
    </message>
    <message>
        <source>If you open %1, this game is kept at the end of %2.</source>
        <translation>Si abre %1, esta partida se guarda al final de %2.</translation>
    </message>
    <message>
        <source>&amp;Resume It</source>
        <translation>&amp;Continuarla</translation>
    </message>
    <message>
        <source>&amp;Open It Again</source>
        <translation>&amp;Abrirla de nuevo</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
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
        <translation>Abrir PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Guardar PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN copiado: %1</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Partida copiada como PGN</translation>
    </message>
    <message>
        <source>Cannot paste: %1</source>
        <translation>No se puede pegar: %1</translation>
    </message>
    <message>
        <source>Loaded the dropped text</source>
        <translation>Cargado el texto soltado</translation>
    </message>
    <message>
        <source>The pasted position cannot be played: %1</source>
        <translation>No se puede jugar la posición pegada: %1</translation>
    </message>
    <message>
        <source>%1, game %2</source>
        <translation>%1, partida %2</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
    <message>
        <source>Save it before you %1?</source>
        <translation>¿Guardarla antes de %1?</translation>
    </message>
    <message>
        <source>open %1</source>
        <translation>abrir %1</translation>
    </message>
    <message>
        <source>Opened game %1 of %2 in %3</source>
        <translation>Abierta la partida %1 de %2 en %3</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Guardar como</translation>
    </message>
    <message numerus="yes">
        <source>The game comes from a file with %n game(s).</source>
        <translation>
            <numerusform>La partida viene de un archivo con %n partida.</numerusform>
            <numerusform>La partida viene de un archivo con %n partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n Games</source>
        <translation>
            <numerusform>La %n partida</numerusform>
            <numerusform>Las %n partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>This Game Only</source>
        <translation>Solo esta partida</translation>
    </message>
    <message>
        <source>load the position</source>
        <translation>cargar la posición</translation>
    </message>
    <message>
        <source>set up the position</source>
        <translation>preparar la posición</translation>
    </message>
    <message>
        <source>The clipboard holds neither a FEN nor a PGN.</source>
        <translation>El portapapeles no contiene ni un FEN ni un PGN.</translation>
    </message>
    <message>
        <source>paste from the clipboard</source>
        <translation>pegar desde el portapapeles</translation>
    </message>
    <message>
        <source>The dropped text is neither a FEN nor a PGN.</source>
        <translation>El texto soltado no es ni un FEN ni un PGN.</translation>
    </message>
    <message>
        <source>load the dropped text</source>
        <translation>cargar el texto soltado</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game on the board has changes that are not saved (moves, comments, arrows or its details).</source>
        <translation>La partida del tablero tiene cambios sin guardar (jugadas, comentarios, flechas o sus datos).</translation>
    </message>
    <message>
        <source>%1; saved as %2</source>
        <translation>%1; se guarda como %2</translation>
    </message>
    <message>
        <source>pasted text</source>
        <translation>texto pegado</translation>
    </message>
    <message>
        <source>dropped text</source>
        <translation>texto soltado</translation>
    </message>
    <message>
        <source>Position loaded: %1</source>
        <translation>Posición cargada: %1</translation>
    </message>
    <message>
        <source>time control %1 (Game &gt; Time Control changes it until the first move)</source>
        <translation>control de tiempo %1 (Partida &gt; Control de tiempo lo cambia hasta la primera jugada)</translation>
    </message>
    <message>
        <source>time control %1</source>
        <translation>control de tiempo %1</translation>
    </message>
    <message>
        <source>Loaded from the clipboard: %1</source>
        <translation>Cargado del portapapeles: %1</translation>
    </message>
    <message>
        <source>open game %1 of %2</source>
        <translation>abrir la partida %1 de %2</translation>
    </message>
    <message>
        <source>Position set up, %1. Play moves to give it a history, then save it as PGN.</source>
        <translation>Posición preparada, %1. Haga jugadas para darle una historia y guárdela luego como PGN.</translation>
    </message>
    <message>
        <source>Saved %1, every game in UTF-8</source>
        <translation>%1 guardado, todas las partidas en UTF-8</translation>
    </message>
    <message>
        <source>Saved %1, game %2 in UTF-8</source>
        <translation>%1 guardado, partida %2 en UTF-8</translation>
    </message>
</context>
<context>
    <name>remis::gui::HelpPane</name>
    <message>
        <source>The arbiter&apos;s rules</source>
        <translation>Las reglas del árbitro</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Todas las reglas</translation>
    </message>
    <message>
        <source>Click a piece, then a square</source>
        <translation>Pulse una pieza y luego una casilla</translation>
    </message>
    <message>
        <source>move (or drag the piece)</source>
        <translation>mover (o arrastrar la pieza)</translation>
    </message>
    <message>
        <source>Right click, Esc</source>
        <translation>Clic derecho, Esc</translation>
    </message>
    <message>
        <source>cancel the selection</source>
        <translation>cancelar la selección</translation>
    </message>
    <message>
        <source>Enter on the board</source>
        <translation>Intro en el tablero</translation>
    </message>
    <message>
        <source>keyboard cursor: arrows move it, Enter picks up and puts down</source>
        <translation>cursor de teclado: las flechas lo mueven, Intro levanta y coloca</translation>
    </message>
    <message>
        <source>Left, Right, Home, End</source>
        <translation>Izquierda, Derecha, Inicio, Fin</translation>
    </message>
    <message>
        <source>browse earlier positions; End returns to the game</source>
        <translation>recorrer posiciones anteriores; Fin vuelve a la partida</translation>
    </message>
    <message>
        <source>flip the board</source>
        <translation>girar el tablero</translation>
    </message>
    <message>
        <source>pause or resume the clocks</source>
        <translation>pausar o reanudar los relojes</translation>
    </message>
    <message>
        <source>copy the position as FEN</source>
        <translation>copiar la posición como FEN</translation>
    </message>
    <message>
        <source>load a FEN or PGN from the clipboard</source>
        <translation>cargar un FEN o PGN desde el portapapeles</translation>
    </message>
    <message>
        <source>Keyboard and mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>undo the last edit of the record (comments, moves, tags…)</source>
        <translation>deshacer el último cambio de la anotación (comentarios, jugadas, etiquetas…)</translation>
    </message>
    <message>
        <source>redo it</source>
        <translation>rehacerlo</translation>
    </message>
    <message>
        <source>Ctrl+PgDown, Ctrl+PgUp</source>
        <translation>Ctrl+AvPág, Ctrl+RePág</translation>
    </message>
    <message>
        <source>next or previous game of the file</source>
        <translation>partida siguiente o anterior del archivo</translation>
    </message>
    <message>
        <source>P; Pause from the move box</source>
        <translation>P; tecla Pausa desde el campo de jugada</translation>
    </message>
    <message>
        <source>Tournament Watch: every board of the hall</source>
        <translation>Vigilancia del torneo: todos los tableros de la sala</translation>
    </message>
    <message>
        <source>Enter, Space in Tournament Watch</source>
        <translation>Intro, Espacio en la vigilancia del torneo</translation>
    </message>
    <message>
        <source>open the selected board; acknowledge its urgent event</source>
        <translation>abrir el tablero seleccionado; reconocer su suceso urgente</translation>
    </message>
    <message>
        <source>Ctrl+Shift+R, Ctrl+Shift+Y</source>
        <translation>Ctrl+Mayús+R, Ctrl+Mayús+Y</translation>
    </message>
    <message>
        <source>claim a draw: threefold repetition, fifty-move rule</source>
        <translation>reclamar tablas: triple repetición, regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Mayús+M</translation>
    </message>
    <message>
        <source>claim with a move: show it on the board or type it</source>
        <translation>reclamar con una jugada: mostrarla en el tablero o escribirla</translation>
    </message>
    <message>
        <source>Ctrl+Shift+A, Ctrl+Shift+D</source>
        <translation>Ctrl+Mayús+A, Ctrl+Mayús+D</translation>
    </message>
    <message>
        <source>accept or decline a draw offer</source>
        <translation>aceptar o rechazar una oferta de tablas</translation>
    </message>
    <message>
        <source>Ctrl+T, Ctrl+Shift+N</source>
        <translation>Ctrl+T, Ctrl+Mayús+N</translation>
    </message>
    <message>
        <source>say the clocks; say the fifty-move and repetition counts</source>
        <translation>decir los relojes; decir la cuenta de cincuenta movimientos y las repeticiones</translation>
    </message>
</context>
<context>
    <name>remis::gui::HistoryStrip</name>
    <message>
        <source>◀ Move</source>
        <translation>◀ Jugada</translation>
    </message>
    <message>
        <source>Move ▶</source>
        <translation>Jugada ▶</translation>
    </message>
    <message>
        <source>Moves that led to the position</source>
        <translation>Jugadas que llevaron a la posición</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
</context>
<context>
    <name>remis::gui::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>As the &amp;System</source>
        <translation>Como el &amp;sistema</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Remis will use the new language when it is started again.</source>
        <translation>Remis usará el nuevo idioma la próxima vez que se inicie.</translation>
    </message>
</context>
<context>
    <name>remis::gui::LoadNotice</name>
    <message>
        <source>Damaged Game</source>
        <translation>Partida dañada</translation>
    </message>
    <message>
        <source>The game was loaded as far as it could be read; the rest of its text is kept as it was and saved unchanged.</source>
        <translation>La partida se cargó hasta donde pudo leerse; el resto de su texto se conserva tal cual y se guarda sin cambios.</translation>
    </message>
    <message>
        <source>Some of its lines were also repaired while reading (see the details); until you change the game, they too are saved as the file has them.</source>
        <translation>Además, algunas de sus líneas se repararon al leerla (véanse los detalles); mientras no cambie la partida, también ellas se guardan tal como están en el archivo.</translation>
    </message>
    <message>
        <source>Game Repaired</source>
        <translation>Partida reparada</translation>
    </message>
    <message>
        <source>Some lines of this game were not well-formed. They were read as they evidently meant and nothing was left out; saving writes them in the repaired form.</source>
        <translation>Algunas líneas de esta partida no estaban bien formadas. Se leyeron con el sentido que evidentemente tenían y no se omitió nada; al guardar se escriben en la forma reparada.</translation>
    </message>
    <message>
        <source>The game was loaded as far as it could be read; the rest of its text is kept and saved after its last move.</source>
        <translation>La partida se cargó hasta donde pudo leerse; el resto de su texto se conserva y se guarda tras su última jugada.</translation>
    </message>
    <message>
        <source>Some of its lines were also repaired while reading (see the details); saving writes them in the repaired form.</source>
        <translation>Además, algunas de sus líneas se repararon al leerla (véanse los detalles); al guardar se escriben en la forma reparada.</translation>
    </message>
    <message>
        <source>Variation Kept As Written</source>
        <translation>Variante conservada tal como se escribió</translation>
    </message>
    <message>
        <source>The whole game was read. Where a variation in it has a move that cannot be played, the variation is kept from there on as it was written and saved unchanged.</source>
        <translation>Se leyó la partida entera. Donde una variante contiene una jugada que no puede hacerse, la variante se conserva desde ahí tal como se escribió y se guarda sin cambios.</translation>
    </message>
    <message>
        <source>The whole game was read. Where a variation in it has a move that cannot be played, the variation is kept from there on as it was written, and saved that way.</source>
        <translation>Se leyó la partida entera. Donde una variante contiene una jugada que no puede hacerse, la variante se conserva desde ahí tal como se escribió y se guarda así.</translation>
    </message>
</context>
<context>
    <name>remis::gui::MainActions</name>
    <message>
        <source>&amp;Demonstrations</source>
        <translation>&amp;Demostraciones</translation>
    </message>
    <message>
        <source>&amp;New Game...</source>
        <translation>Partida &amp;nueva…</translation>
    </message>
    <message>
        <source>Start a new game with a rule set and a time control</source>
        <translation>Empezar una partida nueva con un reglamento y un ritmo de juego</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>Open a game from a PGN file</source>
        <translation>Abrir una partida de un archivo PGN</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Guardar PGN</translation>
    </message>
    <message>
        <source>Save the game as PGN, with its result, termination and rule set</source>
        <translation>Guardar la partida como PGN, con su resultado, su final y el reglamento</translation>
    </message>
    <message>
        <source>Save PGN &amp;As...</source>
        <translation>Guardar PGN &amp;como…</translation>
    </message>
    <message>
        <source>Load &amp;Position (FEN)...</source>
        <translation>Cargar &amp;posición (FEN)…</translation>
    </message>
    <message>
        <source>Set up a position from FEN</source>
        <translation>Preparar una posición a partir de un FEN</translation>
    </message>
    <message>
        <source>&amp;Time Control...</source>
        <translation>&amp;Ritmo de juego…</translation>
    </message>
    <message>
        <source>&amp;Pause Clocks</source>
        <translation>Pa&amp;usar relojes</translation>
    </message>
    <message>
        <source>Stop both clocks (FIDE %1); press again to resume</source>
        <translation>Parar ambos relojes (FIDE %1); pulse otra vez para reanudar</translation>
    </message>
    <message>
        <source>&amp;Resign...</source>
        <translation>A&amp;bandonar…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Take Back Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>Casual rule set only</source>
        <translation>Solo con el reglamento informal</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copiar FEN</translation>
    </message>
    <message>
        <source>Copy the position shown as FEN</source>
        <translation>Copiar como FEN la posición mostrada</translation>
    </message>
    <message>
        <source>Copy &amp;PGN</source>
        <translation>Copiar &amp;PGN</translation>
    </message>
    <message>
        <source>Copy the whole game as PGN</source>
        <translation>Copiar toda la partida como PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>Pe&amp;gar FEN o PGN</translation>
    </message>
    <message>
        <source>Load a position or a game from the clipboard</source>
        <translation>Cargar una posición o una partida desde el portapapeles</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>Show &amp;Coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>Show Claim &amp;Hints</source>
        <translation>Mostrar &amp;pistas de reclamación</translation>
    </message>
    <message>
        <source>List the moves that would make a correct claim</source>
        <translation>Enumerar las jugadas con las que una reclamación sería correcta</translation>
    </message>
    <message>
        <source>&amp;Help Pane</source>
        <translation>Panel de a&amp;yuda</translation>
    </message>
    <message>
        <source>Go to &amp;Start</source>
        <translation>Ir al &amp;principio</translation>
    </message>
    <message>
        <source>&amp;Back One Move</source>
        <translation>&amp;Retroceder una jugada</translation>
    </message>
    <message>
        <source>F&amp;orward One Move</source>
        <translation>&amp;Avanzar una jugada</translation>
    </message>
    <message>
        <source>Return to the &amp;Game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>&amp;Rules of the Arbiter</source>
        <translation>&amp;Reglas del árbitro</translation>
    </message>
    <message>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Teclado y ratón</translation>
    </message>
    <message>
        <source>&amp;About Remis</source>
        <translation>&amp;Acerca de Remis</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Set &amp;Up Position...</source>
        <translation>&amp;Preparar posición…</translation>
    </message>
    <message>
        <source>Set up a position piece by piece; every problem is explained</source>
        <translation>Preparar una posición pieza a pieza; cada problema se explica</translation>
    </message>
    <message>
        <source>Edit &amp;Comment…</source>
        <translation>Editar &amp;comentario…</translation>
    </message>
    <message>
        <source>Write or change the comment after the shown move</source>
        <translation>Escribir o cambiar el comentario tras la jugada mostrada</translation>
    </message>
    <message>
        <source>Ctrl+Shift+K</source>
        <translation>Ctrl+Shift+K</translation>
    </message>
    <message>
        <source>White: Offer &amp;Draw</source>
        <translation>Blancas: ofrecer &amp;tablas</translation>
    </message>
    <message>
        <source>White offers a draw (FIDE %1)</source>
        <translation>Las blancas ofrecen tablas (FIDE %1)</translation>
    </message>
    <message>
        <source>Black: Offer Dra&amp;w</source>
        <translation>Negras: ofrecer ta&amp;blas</translation>
    </message>
    <message>
        <source>Black offers a draw (FIDE %1)</source>
        <translation>Las negras ofrecen tablas (FIDE %1)</translation>
    </message>
    <message>
        <source>Rules &amp;School</source>
        <translation>&amp;Escuela de reglas</translation>
    </message>
    <message>
        <source>Lessons and quizzes on the draw rules, answered by the arbiter</source>
        <translation>Lecciones y preguntas sobre las reglas de tablas, respondidas por el árbitro</translation>
    </message>
    <message>
        <source>Ne&amp;xt Game</source>
        <translation>Partida &amp;siguiente</translation>
    </message>
    <message>
        <source>Open the next game of the file</source>
        <translation>Abrir la partida siguiente del archivo</translation>
    </message>
    <message>
        <source>Pre&amp;vious Game</source>
        <translation>Partida an&amp;terior</translation>
    </message>
    <message>
        <source>Open the previous game of the file</source>
        <translation>Abrir la partida anterior del archivo</translation>
    </message>
    <message>
        <source>Export Arbiter &amp;Report…</source>
        <translation>Exportar el &amp;informe del árbitro…</translation>
    </message>
    <message>
        <source>The audit of every game of the file, as PDF or CSV</source>
        <translation>La revisión de cada partida del archivo, como PDF o CSV</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Undo the last edit of the record</source>
        <translation>Deshacer el último cambio de la anotación</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Redo the edit undone last</source>
        <translation>Rehacer el último cambio deshecho</translation>
    </message>
    <message>
        <source>C&amp;ut the Moves after This One</source>
        <translation>Cor&amp;tar las jugadas tras esta</translation>
    </message>
    <message>
        <source>Delete the rest of the game after the move shown (undoable)</source>
        <translation>Borrar el resto de la partida tras la jugada mostrada (se puede deshacer)</translation>
    </message>
    <message>
        <source>Choose the clock: for this game until its first move, else for the next game</source>
        <translation>Elegir el reloj: para esta partida hasta su primera jugada; si no, para la próxima</translation>
    </message>
    <message>
        <source>Read the &amp;Clocks</source>
        <translation>&amp;Leer los relojes</translation>
    </message>
    <message>
        <source>Say the time left on both clocks</source>
        <translation>Decir el tiempo que queda en ambos relojes</translation>
    </message>
    <message>
        <source>Clocks &amp;Paused (P Resumes)</source>
        <translation>Relojes en pa&amp;usa (P reanuda)</translation>
    </message>
    <message>
        <source>The clocks are paused (FIDE %1); press P to resume them</source>
        <translation>Los relojes están en pausa (FIDE %1); pulse P para reanudarlos</translation>
    </message>
    <message>
        <source>&amp;Correct the Result to the Arbiter&apos;s Ruling</source>
        <translation>&amp;Corregir el resultado según la decisión del árbitro</translation>
    </message>
    <message>
        <source>Write the result the Laws give instead of the recorded one</source>
        <translation>Escribir el resultado que dan las Leyes en lugar del registrado</translation>
    </message>
    <message>
        <source>The player to move claims a draw by repetition (FIDE %1)</source>
        <translation>El jugador que tiene el turno reclama tablas por repetición (FIDE %1)</translation>
    </message>
    <message>
        <source>The player to move claims a draw by the fifty-move rule (FIDE %1)</source>
        <translation>El jugador que tiene el turno reclama tablas por la regla de los cincuenta movimientos (FIDE %1)</translation>
    </message>
    <message>
        <source>Show or type the move that makes the claim correct; Esc cancels</source>
        <translation>Mostrar o escribir la jugada que hace correcta la reclamación; Esc cancela</translation>
    </message>
    <message>
        <source>The player offered a draw accepts it (FIDE %1)</source>
        <translation>El jugador al que se ofrecen tablas las acepta (FIDE %1)</translation>
    </message>
    <message>
        <source>The player offered a draw declines it (FIDE %1)</source>
        <translation>El jugador al que se ofrecen tablas las rechaza (FIDE %1)</translation>
    </message>
    <message>
        <source>Say the fifty-move count and how often the position has stood</source>
        <translation>Decir la cuenta de cincuenta movimientos y cuántas veces se ha dado la posición</translation>
    </message>
    <message>
        <source>Claim Draw: T&amp;hreefold Repetition</source>
        <translation>Reclamar tablas: tripl&amp;e repetición</translation>
    </message>
    <message>
        <source>Claim Draw: &amp;Fifty Moves</source>
        <translation>Reclamar tablas: cincuenta &amp;movimientos</translation>
    </message>
    <message>
        <source>Claim with a &amp;Move</source>
        <translation>Reclamar c&amp;on una jugada</translation>
    </message>
    <message>
        <source>Acc&amp;ept the Draw Offer</source>
        <translation>Aceptar la o&amp;ferta de tablas</translation>
    </message>
    <message>
        <source>Dec&amp;line the Draw Offer</source>
        <translation>Rec&amp;hazar la oferta de tablas</translation>
    </message>
    <message>
        <source>Read the Co&amp;unts</source>
        <translation>Leer los conta&amp;dores</translation>
    </message>
</context>
<context>
    <name>remis::gui::MainWindow</name>
    <message>
        <source>Ready. Click a piece, then its destination, or type a move below the board.</source>
        <translation>Listo. Pulse una pieza y luego su destino, o escriba una jugada debajo del tablero.</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Falló el guardado automático: %1</translation>
    </message>
    <message>
        <source>Clocks paused (FIDE %1). Press P to resume.</source>
        <translation>Relojes en pausa (FIDE %1). Pulse P para reanudar.</translation>
    </message>
    <message>
        <source>Clocks running.</source>
        <translation>Relojes en marcha.</translation>
    </message>
    <message>
        <source>Moves can be taken back only under the casual rule set.</source>
        <translation>Solo se pueden deshacer jugadas con el reglamento informal.</translation>
    </message>
    <message>
        <source>Cannot load the demonstration: %1</source>
        <translation>No se puede cargar la demostración: %1</translation>
    </message>
    <message>
        <source>Demonstration: %1</source>
        <translation>Demostración: %1</translation>
    </message>
    <message>
        <source>Claim with a move: show the move you intend to play (FIDE %1, %2). Esc cancels.</source>
        <translation>Reclamar con una jugada: muestre la jugada que piensa hacer (FIDE %1, %2). Esc cancela.</translation>
    </message>
    <message>
        <source>%1 to move  ·  %2  ·  %3</source>
        <translation>Juegan las %1  ·  %2  ·  %3</translation>
    </message>
    <message>
        <source>no clock</source>
        <translation>sin reloj</translation>
    </message>
    <message>
        <source>%1 – %2 (%3)</source>
        <translation>%1 – %2 (%3)</translation>
    </message>
    <message>
        <source>show the demonstration</source>
        <translation>mostrar la demostración</translation>
    </message>
    <message>
        <source>%1 (game %2 of %3)</source>
        <translation>%1 (partida %2 de %3)</translation>
    </message>
    <message>
        <source>%1[*] — Remis</source>
        <translation>%1[*] — Remis</translation>
    </message>
    <message>
        <source>The clocks have not started: they start with the first move played on the board.</source>
        <translation>Los relojes no han arrancado: arrancan con la primera jugada hecha en el tablero.</translation>
    </message>
    <message>
        <source>Nothing to cut here, or a clock is running.</source>
        <translation>Aquí no hay nada que cortar, o hay un reloj en marcha.</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Result corrected from %1 to %2, the arbiter&apos;s ruling</source>
        <translation>Resultado corregido de %1 a %2, la decisión del árbitro</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>salir de Remis</translation>
    </message>
    <message>
        <source>The move box keeps %1, selected: typing replaces it.</source>
        <translation>El campo de jugada conserva %1, seleccionado: lo que escriba lo sustituye.</translation>
    </message>
    <message>
        <source>%1 has changed or is gone since game %2 of it was saved for resuming: Save will ask for a file name.</source>
        <translation>%1 ha cambiado o ya no existe desde que se guardó su partida %2 para continuarla: Guardar pedirá un nombre de archivo.</translation>
    </message>
    <message>
        <source>The game is resumed with the clocks paused (FIDE %1) at their last reading saved. Press P when the players are seated.</source>
        <translation>La partida se ha reanudado con los relojes en pausa (FIDE %1) en la última lectura guardada. Pulse P cuando los jugadores estén sentados.</translation>
    </message>
    <message>
        <source>The game saved before this start is kept at the end of %1</source>
        <translation>La partida guardada antes de este inicio se conserva al final de %1</translation>
    </message>
    <message>
        <source>The autosave found at this start could not be read as a game; it is kept as %1</source>
        <translation>El guardado automático encontrado al iniciar no se pudo leer como partida; se conserva como %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamDialog</name>
    <message>
        <source>Mock Arbiters&apos; Exam</source>
        <translation>Examen de prueba para árbitros</translation>
    </message>
    <message>
        <source>The same paper number gives the same paper again.</source>
        <translation>El mismo número de examen vuelve a dar el mismo examen.</translation>
    </message>
    <message>
        <source>&amp;Questions:</source>
        <translation>&amp;Preguntas:</translation>
    </message>
    <message>
        <source>Pass &amp;mark:</source>
        <translation>Nota para apro&amp;bar:</translation>
    </message>
    <message>
        <source>Paper &amp;number:</source>
        <translation>&amp;Número de examen:</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>Save Question &amp;Paper…</source>
        <translation>Guardar &amp;examen…</translation>
    </message>
    <message>
        <source>Save Answer &amp;Key…</source>
        <translation>Guardar &amp;clave…</translation>
    </message>
    <message>
        <source>mock-exam-%1-key.pdf</source>
        <translation>examen-prueba-%1-clave.pdf</translation>
    </message>
    <message>
        <source>mock-exam-%1.pdf</source>
        <translation>examen-prueba-%1.pdf</translation>
    </message>
    <message>
        <source>Save Answer Key</source>
        <translation>Guardar clave de respuestas</translation>
    </message>
    <message>
        <source>Save Question Paper</source>
        <translation>Guardar examen</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Tick at least one topic.</source>
        <translation>Marque al menos un tema.</translation>
    </message>
    <message numerus="yes">
        <source>The topics ticked have %n question(s): the paper will have no more.</source>
        <translation>
            <numerusform>Los temas marcados tienen %n pregunta: el examen no tendrá más.</numerusform>
            <numerusform>Los temas marcados tienen %n preguntas: el examen no tendrá más.</numerusform>
        </translation>
    </message>
    <message>
        <source>Answer key saved to %1.</source>
        <translation>Clave de respuestas guardada en %1.</translation>
    </message>
    <message>
        <source>Question paper saved to %1.</source>
        <translation>Examen guardado en %1.</translation>
    </message>
</context>
<context>
    <name>remis::gui::MockExamPaper</name>
    <message>
        <source>The letters in order: ______________</source>
        <translation>Las letras en orden: ______________</translation>
    </message>
    <message>
        <source>Moves: ______________________________</source>
        <translation>Jugadas: ______________________________</translation>
    </message>
    <message>
        <source>Answer: ______________</source>
        <translation>Respuesta: ______________</translation>
    </message>
    <message>
        <source>Mock arbiters&apos; exam: answer key</source>
        <translation>Examen de prueba para árbitros: clave de respuestas</translation>
    </message>
    <message>
        <source>Mock arbiters&apos; exam</source>
        <translation>Examen de prueba para árbitros</translation>
    </message>
    <message>
        <source>Name: ______________________   Date: ____________</source>
        <translation>Nombre: ______________________   Fecha: ____________</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Clave de respuestas</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s). Pass mark: %1 % (%2 of %n right). Paper %3.</source>
        <translation>
            <numerusform>%n pregunta. Nota para aprobar: %1 % (%2 de %n correctas). Examen %3.</numerusform>
            <numerusform>%n preguntas. Nota para aprobar: %1 % (%2 de %n correctas). Examen %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::MoveEntry</name>
    <message>
        <source>Type a move (Nf3, exd5, O-O, e7e8q) and press Enter</source>
        <translation>Escriba una jugada (Cf3, exd5, O-O, e7e8q) y pulse Intro</translation>
    </message>
    <message>
        <source>Move entry</source>
        <translation>Entrada de jugadas</translation>
    </message>
</context>
<context>
    <name>remis::gui::MoveListPanel</name>
    <message>
        <source>Start position (Home)</source>
        <translation>Posición inicial (Inicio)</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Jugada anterior (Izquierda)</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Jugada siguiente (Derecha)</translation>
    </message>
    <message>
        <source>Latest position (End)</source>
        <translation>Última posición (Fin)</translation>
    </message>
    <message>
        <source>Viewing the start position: press End to return to the game</source>
        <translation>Viendo la posición inicial: pulse Fin para volver a la partida</translation>
    </message>
    <message>
        <source>Viewing move %1: press End to return to the game</source>
        <translation>Viendo la jugada %1: pulse Fin para volver a la partida</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Resultado: %1</translation>
    </message>
    <message>
        <source>Viewing move %1, after the null move: the arbiter&apos;s rulings stopped there</source>
        <translation>Viendo la jugada %1, después de la jugada nula: las decisiones del árbitro se detuvieron ahí</translation>
    </message>
    <message>
        <source>Viewing move %1, played after the game ended: %2</source>
        <translation>Viendo la jugada %1, jugada después del final de la partida: %2</translation>
    </message>
    <message>
        <source>Result: %1 as recorded; %2 by the Laws</source>
        <translation>Resultado: %1 según el registro; %2 según las Leyes</translation>
    </message>
</context>
<context>
    <name>remis::gui::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Reglamento:</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>FIDE Laws of Chess 2023: threefold repetition and the fifty-move rule must be claimed by the player to move.</source>
        <translation>Leyes del Ajedrez de la FIDE 2023: la triple repetición y la regla de los cincuenta movimientos debe reclamarlas el jugador que tiene el turno.</translation>
    </message>
    <message>
        <source>As FIDE, but a flag fall is a draw when the opponent has insufficient material to win (US Chess %1).</source>
        <translation>Como FIDE, pero una caída de bandera es tablas cuando el rival no tiene material suficiente para ganar (US Chess %1).</translation>
    </message>
    <message>
        <source>Threefold repetition and fifty moves end the game by themselves, and moves can be taken back (Ctrl+Z).</source>
        <translation>La triple repetición y los cincuenta movimientos terminan la partida por sí solos, y se pueden deshacer jugadas (Ctrl+Z).</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
</context>
<context>
    <name>remis::gui::NotationMenu</name>
    <message>
        <source>Move &amp;Notation</source>
        <translation>&amp;Notación de las jugadas</translation>
    </message>
    <message>
        <source>&amp;English Letters (%1)</source>
        <translation>Letras &amp;inglesas (%1)</translation>
    </message>
    <message>
        <source>&amp;Letters of the Language (%1)</source>
        <translation>Letras &amp;españolas (%1)</translation>
    </message>
    <message>
        <source>&amp;Figurines (%1)</source>
        <translation>&amp;Figurines (%1)</translation>
    </message>
</context>
<context>
    <name>remis::gui::NotationView</name>
    <message>
        <source>Comments, symbols and variations of the game appear here.</source>
        <translation>Aquí aparecen los comentarios, símbolos y variantes de la partida.</translation>
    </message>
    <message>
        <source>Comment before the first move:</source>
        <translation>Comentario antes de la primera jugada:</translation>
    </message>
    <message>
        <source>Comment after %1:</source>
        <translation>Comentario tras %1:</translation>
    </message>
    <message>
        <source>Edit Comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Edit Comment…</source>
        <translation>Editar comentario…</translation>
    </message>
    <message>
        <source>Game notation</source>
        <translation>Notación de la partida</translation>
    </message>
    <message>
        <source>Move &amp;Assessment</source>
        <translation>&amp;Valoración de la jugada</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>the arbiter&apos;s rulings stop here: a null move follows</source>
        <translation>aquí se detienen las decisiones del árbitro: sigue una jugada nula</translation>
    </message>
    <message>
        <source>the game ended here: %1; the moves after it were played after the end</source>
        <translation>aquí terminó la partida: %1; las jugadas siguientes se jugaron después del final</translation>
    </message>
    <message>
        <source>(illegal)</source>
        <translation>(ilegal)</translation>
    </message>
    <message>
        <source>The arrow keys go from move to move, Home to the start, End to the last move.</source>
        <translation>Las flechas van de jugada en jugada, Inicio al comienzo, Fin a la última jugada.</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>%1; comment: %2</source>
        <translation>%1; comentario: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1… (%n more character(s), kept in the record)</source>
        <translation>
            <numerusform>%1… (%n carácter más, conservado en el registro)</numerusform>
            <numerusform>%1… (%n caracteres más, conservados en el registro)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::PiecePalette</name>
    <message>
        <source>Click a piece, then click squares to place it (right click: the other colour). Or drag a piece onto the board.</source>
        <translation>Pulse una pieza y luego las casillas donde colocarla (clic derecho: el otro color). O arrastre una pieza al tablero.</translation>
    </message>
</context>
<context>
    <name>remis::gui::PositionEditor</name>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>Click: place the chosen piece (again: remove). Right click: the other colour. Drag a piece off the board to remove it. Keyboard: arrows, then K Q R B N P (White) or k q r b n p (Black), x empties.</source>
        <translation>Clic: colocar la pieza elegida (otra vez: quitarla). Clic derecho: el otro color. Arrastrar una pieza fuera del tablero la quita. Teclado: flechas, luego K Q R B N P (blancas) o k q r b n p (negras); x vacía la casilla.</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>Play from Here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Start a game from this position. Play a few moves to build a history (for example a repetition), then save it as PGN: it keeps the position as SetUp/FEN.</source>
        <translation>Empezar una partida desde esta posición. Haga algunas jugadas para crear una historia (por ejemplo, una repetición) y guárdela como PGN: la posición se conserva como SetUp/FEN.</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>&amp;Side to move:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <source>Castling:</source>
        <translation>Enroque:</translation>
    </message>
    <message>
        <source>Only squares a double pawn push could just have crossed are offered.</source>
        <translation>Solo se ofrecen las casillas que un avance doble de peón acaba de poder cruzar.</translation>
    </message>
    <message>
        <source>&amp;En passant:</source>
        <translation>&amp;Al paso:</translation>
    </message>
    <message>
        <source>Plies since the last capture or pawn move (FIDE %1).</source>
        <translation>Medios movimientos desde la última captura o movimiento de peón (FIDE %1).</translation>
    </message>
    <message>
        <source>&amp;Halfmove clock:</source>
        <translation>&amp;Contador de medios movimientos:</translation>
    </message>
    <message>
        <source>&amp;Move number:</source>
        <translation>&amp;Número de jugada:</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Girar el tablero</translation>
    </message>
    <message>
        <source>Look from the other side</source>
        <translation>Mirar desde el otro lado</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Empty the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Mirror</source>
        <translation>Reflejar</translation>
    </message>
    <message>
        <source>Mirror the files: a becomes h</source>
        <translation>Reflejar las columnas: la a pasa a ser la h</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Cambiar colores</translation>
    </message>
    <message>
        <source>The same position with the colours swapped: White&apos;s pieces become Black&apos;s, the ranks turn round and the other side moves</source>
        <translation>La misma posición con los colores cambiados: las piezas blancas pasan a ser negras, las filas se invierten y juega el otro bando</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>What the arbiter sees</source>
        <translation>Lo que ve el árbitro</translation>
    </message>
    <message>
        <source>Click a line to mark its squares on the board.</source>
        <translation>Pulse una línea para marcar sus casillas en el tablero.</translation>
    </message>
    <message>
        <source>Remove the Impossible Castling Rights</source>
        <translation>Quitar los derechos de enroque imposibles</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 (impossible)</source>
        <translation>%1 (imposible)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The position is legal: it can be played.</source>
        <translation>La posición es legal: se puede jugar.</translation>
    </message>
    <message>
        <source>The position cannot be played yet: fix the errors below.</source>
        <translation>La posición aún no se puede jugar: corrija los errores de abajo.</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
</context>
<context>
    <name>remis::gui::PromotionChooser</name>
    <message>
        <source>Promote to a %1</source>
        <translation>Coronar: %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::RepetitionStrip</name>
    <message numerus="yes">
        <source>Repetition Strip: %n occurrence(s)</source>
        <translation>
            <numerusform>Tira de repeticiones: %n aparición</numerusform>
            <numerusform>Tira de repeticiones: %n apariciones</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 occurrence: ply %2, move %3, halfmove clock %4</source>
        <translation>Aparición %1: medio movimiento %2, jugada %3, contador de medios movimientos %4</translation>
    </message>
    <message>
        <source>Is this the same position as in the other diagrams (FIDE %1)?</source>
        <translation>¿Es la misma posición que en los otros diagramas (FIDE %1)?</translation>
    </message>
    <message>
        <source>Each picture is the same position for FIDE %1: same side to move, same pieces on the same squares, same castling rights and the same legal en passant captures.</source>
        <translation>Cada imagen es la misma posición según FIDE %1: el mismo bando al que le toca mover, las mismas piezas en las mismas casillas, los mismos derechos de enroque y las mismas capturas al paso legales.</translation>
    </message>
    <message>
        <source>&amp;Add to Worksheet</source>
        <translation>&amp;Añadir a la hoja de ejercicios</translation>
    </message>
</context>
<context>
    <name>remis::gui::ReportExport</name>
    <message>
        <source>The arbiter&apos;s report is made for a PGN file: open one first.</source>
        <translation>El informe del árbitro es de un archivo PGN: abra uno primero.</translation>
    </message>
    <message>
        <source>Export Arbiter Report</source>
        <translation>Exportar el informe del árbitro</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV (*.csv)</source>
        <translation>PDF (*.pdf);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>Auditing the games of %1…</source>
        <translation>Revisando las partidas de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report cancelled.</source>
        <translation>Informe del árbitro cancelado.</translation>
    </message>
    <message>
        <source>Arbiter&apos;s report written to %1</source>
        <translation>Informe del árbitro escrito en %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::ReportPdf</name>
    <message>
        <source>Arbiter&apos;s report: %1</source>
        <translation>Informe del árbitro: %1</translation>
    </message>
    <message>
        <source>Game %1: %2 – %3, %4</source>
        <translation>Partida %1: %2 – %3, %4</translation>
    </message>
    <message>
        <source>Not audited.</source>
        <translation>Sin revisar.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Medio movimiento</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <source>Article</source>
        <translation>Artículo</translation>
    </message>
    <message>
        <source>Result check: %1</source>
        <translation>Comprobación del resultado: %1</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Error: %1</translation>
    </message>
    <message>
        <source>The position of ply %2, each time it stood (FIDE %1):</source>
        <translation>La posición del medio movimiento %2, cada vez que se dio (FIDE %1):</translation>
    </message>
    <message>
        <source>ply %1</source>
        <translation>medio movimiento %1</translation>
    </message>
    <message numerus="yes">
        <source>Diagrams are given for the first %n repetition(s); every event is listed.</source>
        <translation>
            <numerusform>Hay diagramas para la primera repetición; se listan todas las incidencias.</numerusform>
            <numerusform>Hay diagramas para las primeras %n repeticiones; se listan todas las incidencias.</numerusform>
        </translation>
    </message>
    <message>
        <source>Arbiter&apos;s report</source>
        <translation>Informe del árbitro</translation>
    </message>
    <message>
        <source>Who and ruling</source>
        <translation>Quién y decisión</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s); %1 with events, %2 with a result against the rules, %3 with illegal moves that stood, %4 with a flag fall, %5 with errors. Rules: FIDE Laws of Chess.</source>
        <translation>
            <numerusform>%n partida; %1 con eventos, %2 con un resultado contra las reglas, %3 con jugadas ilegales que se mantuvieron, %4 con caída de bandera, %5 con errores. Reglas: Leyes del Ajedrez de la FIDE.</numerusform>
            <numerusform>%n partidas; %1 con eventos, %2 con un resultado contra las reglas, %3 con jugadas ilegales que se mantuvieron, %4 con caída de bandera, %5 con errores. Reglas: Leyes del Ajedrez de la FIDE.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>remis::gui::ResignDialog</name>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>Abandonan las %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::SchoolWindow</name>
    <message>
        <source>Demonstrations</source>
        <translation>Demostraciones</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <source>This item cannot be asked.</source>
        <translation>Esta pregunta no se puede plantear.</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Fuente: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Correcto.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Not right.&lt;/b&gt;</source>
        <translation>&lt;b&gt;No es correcto.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>This position stood at: %1</source>
        <translation>Esta posición se dio en: %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>aprobado</translation>
    </message>
    <message>
        <source>not passed</source>
        <translation>no aprobado</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Answer key&lt;/b&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Soluciones&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Rules School</source>
        <translation>Escuela de reglas</translation>
    </message>
    <message>
        <source>Some lesson files have problems:
%1</source>
        <translation>Algunos archivos de lecciones tienen problemas:
%1</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Presenter</source>
        <translation>Presentación</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modo</translation>
    </message>
    <message>
        <source>Pass mark: </source>
        <translation>Aprobado: </translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Lecciones</translation>
    </message>
    <message>
        <source>Reset Item</source>
        <translation>Reiniciar pregunta</translation>
    </message>
    <message>
        <source>Reset Lesson</source>
        <translation>Reiniciar lección</translation>
    </message>
    <message>
        <source>Forget the progress in this whole lesson?</source>
        <translation>¿Olvidar el progreso de toda esta lección?</translation>
    </message>
    <message>
        <source>Print Questions…</source>
        <translation>Imprimir preguntas…</translation>
    </message>
    <message>
        <source>Print Answer Key…</source>
        <translation>Imprimir soluciones…</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Comentarios</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>Show on the &amp;Main Board</source>
        <translation>Mostrar en el tablero &amp;principal</translation>
    </message>
    <message>
        <source> (%1 of %2)</source>
        <translation> (%1 de %2)</translation>
    </message>
    <message>
        <source>Halfmove clock %1, move %2.</source>
        <translation>Contador de medias jugadas %1, jugada %2.</translation>
    </message>
    <message>
        <source>&lt;p&gt;This lesson has no questions: it only shows positions.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Esta lección no tiene preguntas: solo muestra posiciones.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Open Lesson File…</source>
        <translation>Abrir archivo de lección…</translation>
    </message>
    <message>
        <source>A lesson file (PGN) from anywhere; to keep it, put it in %1</source>
        <translation>Un archivo de lección (PGN) de cualquier sitio; para conservarlo, ponlo en %1</translation>
    </message>
    <message>
        <source>Open Lesson File</source>
        <translation>Abrir archivo de lección</translation>
    </message>
    <message>
        <source>Lesson files (*.pgn);;All files (*)</source>
        <translation>Archivos de lección (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>&amp;Finish Exam</source>
        <translation>&amp;Terminar el examen</translation>
    </message>
    <message>
        <source>Back to the &amp;Review</source>
        <translation>Volver a la &amp;revisión</translation>
    </message>
    <message>
        <source>Exam review</source>
        <translation>Revisión del examen</translation>
    </message>
    <message>
        <source>Re&amp;take Exam</source>
        <translation>&amp;Repetir el examen</translation>
    </message>
    <message>
        <source>&amp;Print Result Sheet…</source>
        <translation>&amp;Imprimir la hoja de resultados…</translation>
    </message>
    <message>
        <source>Save Result as P&amp;DF…</source>
        <translation>Guardar el resultado como P&amp;DF…</translation>
    </message>
    <message>
        <source>Save Result as PDF</source>
        <translation>Guardar el resultado como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Archivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The result sheet could not be written to %1.</source>
        <translation>No se pudo escribir la hoja de resultados en %1.</translation>
    </message>
    <message>
        <source>Answer recorded (%1 of %2 answered). It cannot be changed.</source>
        <translation>Respuesta registrada (%1 de %2 respondidas). Ya no se puede cambiar.</translation>
    </message>
    <message>
        <source>&amp;Finish Anyway</source>
        <translation>&amp;Terminar de todos modos</translation>
    </message>
    <message numerus="yes">
        <source>No answer for %n item(s): %1. They count as wrong. Press Finish Anyway to finish the exam.</source>
        <translation>
            <numerusform>Sin respuesta en %n pregunta: %1. Cuenta como incorrecta. Pulsa «Terminar de todos modos» para terminar el examen.</numerusform>
            <numerusform>Sin respuesta en %n preguntas: %1. Cuentan como incorrectas. Pulsa «Terminar de todos modos» para terminar el examen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 right: %3 %. The pass mark is %4 %: %5.</source>
        <translation>%1 de %2 correctas: %3 %. El mínimo para aprobar es %4 %: %5.</translation>
    </message>
    <message numerus="yes">
        <source>No answer for %n item(s).</source>
        <translation>
            <numerusform>Sin respuesta en %n pregunta.</numerusform>
            <numerusform>Sin respuesta en %n preguntas.</numerusform>
        </translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>✓ right</source>
        <translation>✓ correcta</translation>
    </message>
    <message>
        <source>✗ wrong</source>
        <translation>✗ incorrecta</translation>
    </message>
    <message>
        <source>Your answer: %1.</source>
        <translation>Tu respuesta: %1.</translation>
    </message>
    <message>
        <source>Exam: %1</source>
        <translation>Examen: %1</translation>
    </message>
    <message>
        <source>Pupil: %1 · %2</source>
        <translation>Alumno: %1 · %2</translation>
    </message>
    <message>
        <source>&amp;Submit</source>
        <translation>&amp;Entregar</translation>
    </message>
    <message>
        <source>Choose an answer first.</source>
        <translation>Elige primero una respuesta.</translation>
    </message>
    <message>
        <source>Exam result</source>
        <translation>Resultado del examen</translation>
    </message>
    <message>
        <source>Pupil&apos;s name</source>
        <translation>Nombre del alumno</translation>
    </message>
    <message>
        <source>Moves:</source>
        <translation>Jugadas:</translation>
    </message>
    <message>
        <source>What decides it: %1</source>
        <translation>Lo que decide: %1</translation>
    </message>
    <message>
        <source>Mock Exam…</source>
        <translation>Examen de prueba…</translation>
    </message>
    <message>
        <source>A printable paper of questions from every lesson, with its answer key</source>
        <translation>Un examen imprimible con preguntas de todas las lecciones, con su clave de respuestas</translation>
    </message>
    <message>
        <source>Retake Exam</source>
        <translation>Repetir el examen</translation>
    </message>
    <message>
        <source>Start the exam again? The answers and the result of this exam are cleared.</source>
        <translation>¿Empezar el examen de nuevo? Se borran las respuestas y el resultado de este examen.</translation>
    </message>
    <message>
        <source>Leave the Exam</source>
        <translation>Salir del examen</translation>
    </message>
    <message>
        <source>Leaving exam mode finishes the exam as it stands: questions not answered count as wrong. Leave the exam?</source>
        <translation>Salir del modo examen termina el examen tal como está: las preguntas sin responder cuentan como erróneas. ¿Salir del examen?</translation>
    </message>
    <message>
        <source> (%1 of %2 answered)</source>
        <translation> (%1 de %2 respondidas)</translation>
    </message>
    <message>
        <source>Feedback: %1</source>
        <translation>Comentarios: %1</translation>
    </message>
    <message numerus="yes">
        <source> (%n question(s), not started)</source>
        <translation>
            <numerusform> (%n pregunta, sin empezar)</numerusform>
            <numerusform> (%n preguntas, sin empezar)</numerusform>
        </translation>
    </message>
    <message>
        <source>Explanation</source>
        <translation>Explicación</translation>
    </message>
    <message>
        <source>Result sheet saved to %1.</source>
        <translation>Hoja de resultados guardada en %1.</translation>
    </message>
</context>
<context>
    <name>remis::gui::Startup</name>
    <message>
        <source>cannot resume: %1</source>
        <translation>no se puede continuar: %1</translation>
    </message>
    <message>
        <source>cannot write the screenshot to %1</source>
        <translation>no se puede escribir la captura en %1</translation>
    </message>
    <message>
        <source>--time %1 not used: the game records its own time control, %2</source>
        <translation>--time %1 no se aplica: la partida registra su propio control de tiempo, %2</translation>
    </message>
    <message>
        <source>--time %1 not used: the game has ended</source>
        <translation>--time %1 no se aplica: la partida ha terminado</translation>
    </message>
    <message>
        <source>Cannot open %1: there is no such file. A new game is on the board.</source>
        <translation>No se puede abrir %1: el archivo no existe. Hay una partida nueva en el tablero.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>la posición indicada</translation>
    </message>
    <message>
        <source>the demonstration</source>
        <translation>la demostración</translation>
    </message>
    <message>
        <source>The saved game is resumed; %1 was not opened.</source>
        <translation>Se continúa la partida guardada; %1 no se abrió.</translation>
    </message>
    <message>
        <source>A demonstration follows the FIDE Laws, whose articles its explanation cites: the %1 rule set is not used for it.</source>
        <translation>Una demostración sigue las Leyes de la FIDE, cuyos artículos cita su explicación: el reglamento %1 no se usa para ella.</translation>
    </message>
</context>
<context>
    <name>remis::gui::TimeControlDialog</name>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>No clock (untimed)</source>
        <translation>Sin reloj (sin tiempo)</translation>
    </message>
    <message>
        <source>Sudden death</source>
        <translation>Muerte súbita</translation>
    </message>
    <message>
        <source>Fischer increment</source>
        <translation>Incremento Fischer</translation>
    </message>
    <message>
        <source>Bronstein delay</source>
        <translation>Retardo Bronstein</translation>
    </message>
    <message>
        <source>Simple (US) delay</source>
        <translation>Retardo simple (EE. UU.)</translation>
    </message>
    <message>
        <source>Several periods</source>
        <translation>Varios periodos</translation>
    </message>
    <message>
        <source>No clock (untimed teaching)</source>
        <translation>Sin reloj (enseñanza sin tiempo)</translation>
    </message>
    <message>
        <source>Blitz 5+3</source>
        <translation>Relámpago 5+3</translation>
    </message>
    <message>
        <source>Rapid 15+10</source>
        <translation>Rápidas 15+10</translation>
    </message>
    <message>
        <source>Classical 90+30</source>
        <translation>Clásico 90+30</translation>
    </message>
    <message>
        <source>Bullet 1+0</source>
        <translation>Bala 1+0</translation>
    </message>
    <message>
        <source>Blitz 3+0</source>
        <translation>Relámpago 3+0</translation>
    </message>
    <message>
        <source>Blitz 3+2</source>
        <translation>Relámpago 3+2</translation>
    </message>
    <message>
        <source>Blitz 5+0</source>
        <translation>Relámpago 5+0</translation>
    </message>
    <message>
        <source>Rapid 10+5</source>
        <translation>Rápidas 10+5</translation>
    </message>
    <message>
        <source>Rapid 25+10</source>
        <translation>Rápidas 25+10</translation>
    </message>
    <message>
        <source>Classical 90/40+30, then 30 min + 30 s</source>
        <translation>Clásico 90/40+30, luego 30 min + 30 s</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Incremento por jugada:</translation>
    </message>
    <message>
        <source>&amp;Bronstein delay:</source>
        <translation>Retardo &amp;Bronstein:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Retardo por jugada:</translation>
    </message>
    <message>
        <source>The base time must be more than 0 (minutes and seconds).</source>
        <translation>El tiempo base debe ser mayor que 0 (minutos y segundos).</translation>
    </message>
    <message>
        <source>Blitz 10+0</source>
        <translation>Relámpago 10+0</translation>
    </message>
</context>
<context>
    <name>remis::gui::TimeControlPicker</name>
    <message>
        <source>Time control</source>
        <translation>Control de tiempo</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Otro…</translation>
    </message>
</context>
<context>
    <name>remis::gui::ToggleAccessible</name>
    <message>
        <source>Toggle button, pressed</source>
        <translation>Botón de alternancia, pulsado</translation>
    </message>
    <message>
        <source>Toggle button, not pressed</source>
        <translation>Botón de alternancia, no pulsado</translation>
    </message>
</context>
<context>
    <name>remis::gui::TournamentWatchWindow</name>
    <message>
        <source>Tournament Watch</source>
        <translation>Vigilancia del torneo</translation>
    </message>
    <message>
        <source>Boards, urgent ones first</source>
        <translation>Tableros, los urgentes primero</translation>
    </message>
    <message>
        <source>The webhook failed: %1</source>
        <translation>El webhook ha fallado: %1</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Origen:</translation>
    </message>
    <message>
        <source>a PGN file, an e-board folder or an http(s) URL</source>
        <translation>un archivo PGN, una carpeta de tableros electrónicos o una URL http(s)</translation>
    </message>
    <message>
        <source>&amp;File…</source>
        <translation>&amp;Archivo…</translation>
    </message>
    <message>
        <source>F&amp;older…</source>
        <translation>&amp;Carpeta…</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Vigilar</translation>
    </message>
    <message>
        <source>Desktop &amp;notification</source>
        <translation>&amp;Notificación de escritorio</translation>
    </message>
    <message>
        <source>So&amp;und</source>
        <translation>&amp;Sonido</translation>
    </message>
    <message>
        <source>Web&amp;hook:</source>
        <translation>Web&amp;hook:</translation>
    </message>
    <message>
        <source>URL that receives each urgent event as a POST (optional)</source>
        <translation>URL que recibe cada suceso urgente como POST (opcional)</translation>
    </message>
    <message>
        <source>Watch a PGN file</source>
        <translation>Vigilar un archivo PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Watch an e-board folder</source>
        <translation>Vigilar una carpeta de tableros electrónicos</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Name a file, a folder or a URL, then Watch.</source>
        <translation>Indique un archivo, una carpeta o una URL y pulse Vigilar.</translation>
    </message>
    <message numerus="yes">
        <source>Watching %1: %n board(s).</source>
        <translation>
            <numerusform>Vigilando %1: %n tablero.</numerusform>
            <numerusform>Vigilando %1: %n tableros.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Acknowledge</source>
        <translation>&amp;Reconocer</translation>
    </message>
    <message>
        <source>The urgent event of the selected board has been seen: it is no longer shown as urgent until the next one (Space)</source>
        <translation>El suceso urgente del tablero seleccionado ya se ha visto: deja de mostrarse como urgente hasta el siguiente (Espacio)</translation>
    </message>
    <message>
        <source>Acknowledge the urgent event</source>
        <translation>Reconocer el suceso urgente</translation>
    </message>
    <message>
        <source>This desktop has no system tray to show notifications in</source>
        <translation>Este escritorio no tiene bandeja del sistema donde mostrar notificaciones</translation>
    </message>
    <message>
        <source>The webhook is not an http:// or https:// URL: %1</source>
        <translation>El webhook no es una URL http:// ni https://: %1</translation>
    </message>
</context>
<context>
    <name>remis::gui::WatchLauncher</name>
    <message>
        <source>Tournament &amp;Watch…</source>
        <translation>&amp;Vigilancia del torneo…</translation>
    </message>
    <message>
        <source>Every board of the hall from a PGN file, an e-board folder or a URL, urgent ones first</source>
        <translation>Todos los tableros de la sala desde un archivo PGN, una carpeta de tableros electrónicos o una URL, los urgentes primero</translation>
    </message>
    <message>
        <source>&amp;Arbiter</source>
        <translation>Á&amp;rbitro</translation>
    </message>
    <message>
        <source>open a board of the watch</source>
        <translation>abrir un tablero de la vigilancia</translation>
    </message>
    <message>
        <source>The board could not be opened.</source>
        <translation>No se pudo abrir el tablero.</translation>
    </message>
    <message>
        <source>The board no longer follows the watch: the game was changed here.</source>
        <translation>El tablero ya no sigue la vigilancia: la partida se cambió aquí.</translation>
    </message>
</context>
<context>
    <name>remis::gui::Worksheet</name>
    <message>
        <source>Answer key</source>
        <translation>Solucionario</translation>
    </message>
</context>
<context>
    <name>remis::gui::WorksheetDialog</name>
    <message>
        <source>Draw rules: worksheet</source>
        <translation>Reglas de tablas: hoja de ejercicios</translation>
    </message>
    <message>
        <source>Add an answer-key page</source>
        <translation>Añadir una página de solucionario</translation>
    </message>
    <message>
        <source>Worksheet</source>
        <translation>Hoja de ejercicios</translation>
    </message>
    <message numerus="yes">
        <source>%n diagram(s) per page</source>
        <translation>
            <numerusform>%n diagrama por página</numerusform>
            <numerusform>%n diagramas por página</numerusform>
        </translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Título:</translation>
    </message>
    <message>
        <source>&amp;Layout:</source>
        <translation>&amp;Disposición:</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papel:</translation>
    </message>
    <message>
        <source>Answer &amp;lines:</source>
        <translation>&amp;Líneas de respuesta:</translation>
    </message>
    <message>
        <source>&amp;Remove Selected</source>
        <translation>&amp;Quitar seleccionados</translation>
    </message>
    <message>
        <source>Print Pre&amp;view...</source>
        <translation>&amp;Vista previa de impresión...</translation>
    </message>
    <message>
        <source>Save &amp;PDF...</source>
        <translation>Guardar &amp;PDF...</translation>
    </message>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Save Worksheet</source>
        <translation>Guardar hoja de ejercicios</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The worksheet was not saved to %1: %2</source>
        <translation>La hoja de ejercicios no se guardó en %1: %2</translation>
    </message>
    <message>
        <source>Answer in the key</source>
        <translation>Respuesta en el solucionario</translation>
    </message>
    <message>
        <source>&amp;Answer in the key:</source>
        <translation>&amp;Respuesta en el solucionario:</translation>
    </message>
    <message>
        <source>The question was changed: write its answer here</source>
        <translation>La pregunta se cambió: escribe aquí su respuesta</translation>
    </message>
    <message>
        <source>Your answer to your question, printed in the answer key</source>
        <translation>Tu respuesta a tu pregunta, impresa en el solucionario</translation>
    </message>
    <message>
        <source>The arbiter&apos;s answer to this question, printed in the key</source>
        <translation>La respuesta del árbitro a esta pregunta, impresa en el solucionario</translation>
    </message>
</context>
<context>
    <name>remis::gui::WorksheetItem</name>
    <message>
        <source>(no answer yet: the question was changed, and its answer is written in the worksheet dialog)</source>
        <translation>(aún sin respuesta: la pregunta se cambió y su respuesta se escribe en el diálogo de la hoja de ejercicios)</translation>
    </message>
</context>
</TS>
