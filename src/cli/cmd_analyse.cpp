#include "cli/args.h"
#include "cli/commands.h"
namespace remis::cli {
const char* AnalyseHelp = "usage: remis-cli analyse [--fen FEN] [--budget NODES] [--batch]\n";
int runAnalyse(const std::vector<std::string>&) { throw BadInput{"analyse: not built yet"}; }
}  // namespace remis::cli
