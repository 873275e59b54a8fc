// libFuzzer target: a game record of any game, as `houserules-cli replay`
// reads it (parseRecord, replayRecord) and as the app resumes a saved game
// (GameSession::fromRecord: the same engine calls without the check that
// the variant is of the record's game, and the events of every decision).
// Variants are the shipped ones (fuzzsupport.h); the seed corpus holds
// records of all four games, so mutations reach each game's decisions.

#include "fuzzsupport.h"

#include "core/records/record.h"
#include "replay.h"

#include <cstddef>
#include <cstdint>

using namespace houserules;

namespace {

// GameSession::fromRecord without Qt.
void resumeAsTheAppDoes(const Record &record)
{
    const auto &loader = fuzz::shippedLoader();
    const auto file = loader.resolve(record.variant, std::filesystem::path(record.file).parent_path());
    if (!file)
        return;
    auto variant = loader.loadFile(*file);
    if (!variant)
        return;
    const auto ruleset = Registry::instance().game(variant->game)->compile(*variant);
    Record start = record;
    start.decisions.clear();
    auto state = startGame(start, *ruleset);
    if (!state)
        return;
    std::size_t steps = 0;
    playRecord(record, **state, nullptr, [&](int seat, const Decision &, const std::vector<Event> &) {
        fuzz::check(seat >= 0 && seat < int(record.players.size()), "a decision by no seat");
        ++steps;
    });
    fuzz::check(steps <= record.decisions.size(), "more steps than decisions");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    auto record = parseRecord(text, (fuzz::variantsDir() / "fuzz-record.yaml").string());
    if (!record)
        return 0;
    // The round trip the app's save relies on.
    auto again = parseRecord(writeRecord(*record), record->file);
    fuzz::check(again.ok(), "a parsed record, written, does not parse: " + writeRecord(*record));
    fuzz::check(again->players == record->players && again->decisions.size() == record->decisions.size()
            && again->firstPlayer == record->firstPlayer && again->seed == record->seed,
        "a record written and read back differs");

    resumeAsTheAppDoes(*record);
    auto replayed = replayRecord(std::move(*record), fuzz::shippedLoader());
    if (!replayed)
        return 0;
    fuzz::check(replayed->applied <= int(replayed->record.decisions.size()), "more applied than recorded");
    if (replayed->state->isTerminal())
        replayed->state->outcome();
    return 0;
}
