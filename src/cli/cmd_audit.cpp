#include "cli/args.h"
#include "cli/commands.h"
namespace remis::cli {
const char* AuditHelp = "usage: remis-cli audit FILE.pgn [--rules fide|uscf|casual] [--jobs N]\n";
int runAudit(const std::vector<std::string>&) { throw BadInput{"audit: not built yet"}; }
}  // namespace remis::cli
