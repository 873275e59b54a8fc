#include "record.h"

#include "core/variants/yamlfile.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <limits>

namespace houserules {

namespace {

// A text a record keeps and writes back: printable characters only. An
// escape in a quoted scalar ("\N", "\x85") can give a control character,
// which writeRecord would write raw, making a file nobody can read back (the
// app's own save of the game).
bool isPrintable(const YAML::Node &node)
{
    return node.IsScalar() && isPlainText(node.Scalar());
}

// The rules mapping as text of its own. A block mapping is cut from the file
// as it stands (its lines up to the next top-level key, less its indent), so
// that an error in it can be placed in the file; any other is written anew.
void readRules(const std::string &yaml, const YAML::Node &root, const YAML::Node &rules, Record &r)
{
    if (rules.Style() != YAML::EmitterStyle::Block || rules.Mark().line < 0) {
        r.rules = YAML::Dump(rules) + "\n";
        return;
    }
    const int first = rules.Mark().line; // 0-based
    int end = std::numeric_limits<int>::max();
    for (const auto &entry : root)
        if (entry.first.Mark().line > first)
            end = std::min(end, entry.first.Mark().line);
    const std::size_t indent = std::size_t(rules.Mark().column);
    std::size_t at = 0;
    for (int line = 0; at < yaml.size() && line < end; ++line) {
        std::size_t next = yaml.find('\n', at);
        next = next == std::string::npos ? yaml.size() : next + 1;
        if (line >= first) {
            std::string text = yaml.substr(at, next - at);
            const std::size_t spaces = std::min(
                indent, text.find_first_not_of(' ') == std::string::npos ? text.size() : text.find_first_not_of(' '));
            r.rules += text.substr(spaces);
        }
        at = next;
    }
    if (!r.rules.empty() && r.rules.back() != '\n')
        r.rules += '\n';
    r.rulesLineOffset = first;
    r.rulesColumnOffset = int(indent);
}

bool isSha256(const std::string &text)
{
    return text.size() == 64
        && std::all_of(text.begin(), text.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
}

// Reads a record's keys one by one into `r`, gathering every error so that a
// person sees them all at once.
struct RecordReader {
    const std::string &yaml;
    const std::string &fileName;
    const YAML::Node &root;
    Record &r;
    Diagnostics errors;
    bool playersRead = false; // every player's name was read

    void fail(const YAML::Node &node, std::string key, std::string message)
    {
        errors.push_back({locate(node, fileName), std::move(key), std::move(message)});
    }

    void readText(const char *key, std::string &out, SourceLocation *where = nullptr)
    {
        const YAML::Node node = root[key];
        if (!node || !isPrintable(node) || node.Scalar().empty()) {
            fail(node ? node : root, key, std::string("expected a text value for '") + key + "'");
            return;
        }
        out = node.Scalar();
        if (where)
            *where = locate(node, fileName);
    }

    void readPlayers();
    void readSeats();
    void readFirstPlayer();
    void readSeedOrSetup();
    void readSetup(const YAML::Node &setup);
    bool readSetupDice(const YAML::Node &dice, Setup &s);
    void readRulesAndHash();
    void readDecisions();
};

// The seats and the first player are checked against the players only
// when those were read: otherwise their errors would follow from this one.
void RecordReader::readPlayers()
{
    const YAML::Node players = root["players"];
    if (!players || !players.IsSequence() || players.size() == 0) {
        fail(players ? players : root, "players", "expected a list of player names");
        return;
    }
    for (const auto &p : players) {
        if (!p.IsScalar() || p.Scalar().empty())
            fail(p, "players", "expected a player name");
        else if (!isPrintable(p))
            fail(p, "players",
                "expected a player name of printable characters (no control or bidirectional formatting "
                "characters), found "
                    + quote(printable(p.Scalar())));
        else if (std::find(r.players.begin(), r.players.end(), p.Scalar()) != r.players.end())
            fail(p, "players", quote(p.Scalar()) + " appears twice; every player needs their own name");
        else
            r.players.push_back(p.Scalar());
    }
    playersRead = r.players.size() == players.size();
    r.playersWhere = locate(players, fileName);
}

void RecordReader::readSeats()
{
    const YAML::Node seats = root["seats"];
    if (!seats)
        return;
    static const std::vector<std::string> kinds {"human", "easy", "normal", "hard"};
    if (!seats.IsSequence() || (playersRead && seats.size() != r.players.size())) {
        fail(seats, "seats", "expected a list with one entry per player: human, easy, normal or hard");
        return;
    }
    for (const auto &seat : seats) {
        if (!seat.IsScalar() || std::find(kinds.begin(), kinds.end(), seat.Scalar()) == kinds.end())
            fail(seat, "seats", "expected human, easy, normal or hard");
        else
            r.seats.push_back(seat.Scalar());
    }
}

void RecordReader::readFirstPlayer()
{
    const YAML::Node first = root["first_player"];
    if (!first) {
        fail(root, "first_player", "missing: expected the starting player's name or seat number (0 is the first)");
        return;
    }
    const auto byName = std::find(r.players.begin(), r.players.end(), first.Scalar());
    int seat = -1;
    int number = -1; // decode() leaves a partial value when it fails ("Zed" -> 0, "1x" -> 1)
    if (first.IsScalar() && byName != r.players.end())
        seat = int(byName - r.players.begin());
    else if (first.IsScalar() && YAML::convert<int>::decode(first, number) && number >= 0
        && number < int(r.players.size()))
        seat = number;
    if (seat < 0 && !first.IsScalar() && !playersRead)
        fail(first, "first_player", "expected the starting player's name or seat number, found 'a structure'");
    else if (seat < 0 && playersRead)
        fail(first, "first_player",
            "expected one of the players' names or a seat from 0 to " + std::to_string(int(r.players.size()) - 1)
                + ", found " + (first.IsScalar() ? quote(first.Scalar()) : std::string("'a structure'")));
    r.firstPlayer = std::max(seat, 0);
}

void RecordReader::readSeedOrSetup()
{
    const YAML::Node seed = root["seed"];
    const YAML::Node setup = root["setup"];
    if (seed && setup) {
        fail(setup, "setup", "give either a seed or an explicit setup, not both");
    } else if (seed) {
        std::uint64_t value = 0;
        if (!seed.IsScalar() || !YAML::convert<std::uint64_t>::decode(seed, value))
            fail(seed, "seed", "expected a non-negative integer");
        else
            r.seed = value;
    } else if (setup) {
        readSetup(setup);
    } else {
        fail(root, "seed", "missing: expected a seed or an explicit setup");
    }
}

void RecordReader::readSetup(const YAML::Node &setup)
{
    r.setupWhere = locate(setup, fileName);
    const YAML::Node deck = setup.IsMap() ? setup["deck"] : YAML::Node();
    const YAML::Node chance = setup.IsMap() ? setup["seed"] : YAML::Node();
    const YAML::Node dice = setup.IsMap() ? setup["dice"] : YAML::Node();
    std::uint64_t chanceSeed = 0;
    if (!setup.IsMap() || setup.size() != std::size_t(1 + (chance ? 1 : 0) + (dice ? 1 : 0)) || !deck
        || !deck.IsSequence()) {
        fail(setup, "setup",
            "expected a mapping with the key deck: the whole deck in order, top card first (and, optionally, "
            "seed: the seed of the chance after the deal, and dice: the dice rolled first, in order)");
        return;
    }
    if (chance && (!chance.IsScalar() || !YAML::convert<std::uint64_t>::decode(chance, chanceSeed))) {
        fail(chance, "setup.seed", "expected a non-negative integer");
        return;
    }
    Setup s;
    for (const auto &card : deck)
        s.deck.push_back(isPrintable(card) ? card.Scalar() : std::string()); // "": not a card
    s.seed = chanceSeed;
    if (readSetupDice(dice, s))
        r.setup = std::move(s);
}

// The setup's dice (none when `dice` is absent): false after an error.
bool RecordReader::readSetupDice(const YAML::Node &dice, Setup &s)
{
    if (dice && !dice.IsSequence()) {
        fail(dice, "setup.dice", "expected a list of dice, each from 1 to 6");
        return false;
    }
    for (std::size_t i = 0; dice && i < dice.size(); ++i) {
        int die = 0;
        if (!dice[i].IsScalar() || !YAML::convert<int>::decode(dice[i], die) || die < 1 || die > 6) {
            fail(dice[i], "setup.dice[" + std::to_string(i) + "]", "expected a die from 1 to 6");
            return false;
        }
        s.dice.push_back(die);
    }
    return true;
}

void RecordReader::readRulesAndHash()
{
    if (const YAML::Node rules = root["rules"]) {
        r.rulesWhere = locate(rules, fileName);
        if (!rules.IsMap())
            fail(rules, "rules",
                "expected the rules the game is played under: a mapping like a variant file, with game, title and "
                "parameters");
        else
            readRules(yaml, root, rules, r);
    }
    if (const YAML::Node hash = root["rules_sha256"]) {
        r.rulesSha256Where = locate(hash, fileName);
        if (!root["rules"])
            fail(hash, "rules_sha256", "a hash of rules the record does not carry: expected the rules under 'rules'");
        else if (!hash.IsScalar() || !isSha256(hash.Scalar()))
            fail(hash, "rules_sha256", "expected 64 hexadecimal digits: the SHA-256 of the rules");
        else
            std::transform(hash.Scalar().begin(), hash.Scalar().end(), std::back_inserter(r.rulesSha256),
                [](char c) { return char(std::tolower(static_cast<unsigned char>(c))); });
    }
}

void RecordReader::readDecisions()
{
    const YAML::Node decisions = root["decisions"];
    if (!decisions || decisions.IsNull())
        return;
    if (!decisions.IsSequence()) {
        fail(decisions, "decisions", "expected a list of decisions, one per line: - <decision>");
    } else if (decisions.size() > limits::kMaxDecisions) {
        fail(decisions, "decisions",
            "too many decisions (" + std::to_string(decisions.size()) + "); expected at most "
                + std::to_string(limits::kMaxDecisions));
    } else {
        int index = 0;
        for (const auto &d : decisions) {
            if (!isPrintable(d))
                fail(d, "decisions[" + std::to_string(index) + "]", "expected a decision written as text");
            else
                r.decisions.push_back({d.Scalar(), locate(d, fileName)});
            ++index;
        }
    }
}

} // namespace

Expected<Record> parseRecord(const std::string &yaml, const std::string &fileName)
{
    auto parsed = parseYamlMapping(yaml, fileName,
        "a game record: a mapping with game, variant, players, first_player, seed or setup, and decisions");
    if (!parsed)
        return parsed.errors();
    const YAML::Node root = *parsed;
    // A variant opened as a game: one message saying so, not one per key.
    if (!root["players"] && (root["extends"] || root["parameters"]))
        return Diagnostic {locate(root, fileName), {},
            "this is a variant (the rules of a game), not a game record; edit it with houserules --edit FILE or "
            "check it with houserules-cli validate FILE"}
            .coded("record.is-variant", {});
    Record r;
    r.file = fileName;
    RecordReader reader {yaml, fileName, root, r, duplicateKeys(root, fileName)};

    static const std::vector<std::string> keys {
        "game", "variant", "players", "seats", "first_player", "seed", "setup", "rules_sha256", "rules", "decisions"};
    checkKeys(root, keys, fileName, reader.errors);

    reader.readText("game", r.game);
    reader.readText("variant", r.variant, &r.variantWhere);
    reader.readPlayers();
    reader.readSeats();
    reader.readFirstPlayer();
    reader.readSeedOrSetup();
    reader.readRulesAndHash();
    reader.readDecisions();
    if (!reader.errors.empty())
        return std::move(reader.errors);
    return r;
}

Expected<Record> readRecord(const std::filesystem::path &file)
{
    const auto text = readTextFile(file);
    if (!text)
        return text.errors();
    return parseRecord(*text, file.string());
}

std::string writeRecord(const Record &record)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "game" << YAML::Value << record.game;
    out << YAML::Key << "variant" << YAML::Value << record.variant;
    out << YAML::Key << "players" << YAML::Value << YAML::Flow << record.players;
    if (!record.seats.empty())
        out << YAML::Key << "seats" << YAML::Value << YAML::Flow << record.seats;
    // first_player is read as a name before a seat number: when a player is
    // called like the seat number (players "1", "2"), write the name instead.
    const std::string seat = std::to_string(record.firstPlayer);
    const bool seatIsAName = std::find(record.players.begin(), record.players.end(), seat) != record.players.end();
    out << YAML::Key << "first_player" << YAML::Value;
    if (seatIsAName && record.firstPlayer >= 0 && record.firstPlayer < int(record.players.size()))
        out << record.players[std::size_t(record.firstPlayer)];
    else
        out << record.firstPlayer;
    if (record.seed) {
        out << YAML::Key << "seed" << YAML::Value << *record.seed;
    } else if (record.setup) {
        out << YAML::Key << "setup" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "deck" << YAML::Value << YAML::Flow << record.setup->deck;
        if (record.setup->seed != 0)
            out << YAML::Key << "seed" << YAML::Value << record.setup->seed;
        if (!record.setup->dice.empty())
            out << YAML::Key << "dice" << YAML::Value << YAML::Flow << record.setup->dice;
        out << YAML::EndMap;
    }
    if (!record.rules.empty()) {
        if (!record.rulesSha256.empty())
            out << YAML::Key << "rules_sha256" << YAML::Value << record.rulesSha256;
        out << YAML::Key << "rules" << YAML::Value;
        try {
            out << YAML::Load(record.rules);
        } catch (const YAML::Exception &) {
            out << record.rules; // not a mapping: reading it back says so
        }
    }
    out << YAML::Key << "decisions" << YAML::Value << YAML::BeginSeq;
    for (const auto &step : record.decisions)
        out << step.text;
    out << YAML::EndSeq << YAML::EndMap;
    return std::string(out.c_str()) + "\n";
}

Expected<std::unique_ptr<State>> startGame(const Record &record, const Ruleset &ruleset)
{
    const int players = int(record.players.size());
    if (players < ruleset.minPlayers() || players > ruleset.maxPlayers())
        return Diagnostic {record.playersWhere.file.empty() ? SourceLocation {record.file, 0, 0} : record.playersWhere,
            "players",
            "this variant is for " + std::to_string(ruleset.minPlayers()) + " to "
                + std::to_string(ruleset.maxPlayers()) + " players, the record has " + std::to_string(players)};
    if (record.seed) {
        Rng rng(*record.seed);
        return ruleset.newGame(players, record.firstPlayer, rng);
    }
    auto state = ruleset.newGame(players, record.firstPlayer, *record.setup);
    if (!state) {
        Diagnostics errors = state.errors();
        for (auto &e : errors)
            e.where = record.setupWhere;
        return errors;
    }
    return state;
}

std::optional<Diagnostic> playRecord(const Record &record, State &state, int *applied, const RecordStep &onStep)
{
    int index = 0;
    if (applied)
        *applied = 0;
    std::vector<Event> events;
    for (const auto &step : record.decisions) {
        const std::string key = "decisions[" + std::to_string(index) + "]";
        std::string error;
        const auto decision = state.parseDecision(step.text, &error);
        if (!decision)
            return Diagnostic {step.where, key, "cannot read " + quote(step.text) + ": " + error};
        if (const auto illegal = state.checkDecision(*decision))
            return Diagnostic {step.where, key, "illegal decision " + quote(step.text) + ": " + illegal->reason};
        const int seat = state.currentPlayer();
        events.clear();
        state.apply(*decision, onStep ? &events : nullptr);
        if (onStep)
            onStep(seat, *decision, events);
        ++index;
        if (applied)
            *applied = index;
    }
    return std::nullopt;
}

std::optional<Diagnostic> playRecord(const Record &record, State &state, int *applied, std::vector<Event> *events)
{
    if (!events)
        return playRecord(record, state, applied, RecordStep {});
    return playRecord(record, state, applied, [events](int, const Decision &, const std::vector<Event> &step) {
        events->insert(events->end(), step.begin(), step.end());
    });
}

} // namespace houserules
