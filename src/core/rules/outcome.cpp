#include "core/rules/outcome.h"

namespace remis {

const char* terminationId(Termination t) {
    switch (t) {
        case Termination::None:
            return "";
        case Termination::Checkmate:
            return "checkmate";
        case Termination::Stalemate:
            return "stalemate";
        case Termination::DeadPosition:
            return "dead_position";
        case Termination::SeventyFiveMoves:
            return "seventyfive_moves";
        case Termination::FivefoldRepetition:
            return "fivefold_repetition";
        case Termination::ThreefoldRepetition:
            return "threefold_repetition";
        case Termination::FiftyMoves:
            return "fifty_moves";
        case Termination::Agreement:
            return "agreement";
        case Termination::Resignation:
            return "resignation";
        case Termination::Timeout:
            return "timeout";
    }
    return "";
}

}  // namespace remis
