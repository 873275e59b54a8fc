#include "recordrules.h"

#include "core/variants/variantwriter.h"
#include "registry.h"

#include <QCryptographicHash>

using namespace houserules;

namespace recordrules {

namespace {

std::string standalone(const Variant &variant)
{
    const Game *game = Registry::instance().game(variant.game);
    return game ? writeVariant(variant, game->schema()) : std::string();
}

} // namespace

QString sha256(const std::string &standaloneYaml)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray::fromStdString(standaloneYaml), QCryptographicHash::Sha256).toHex());
}

void carry(Record &record, const Variant &variant)
{
    record.rules = standalone(variant);
    record.rulesSha256 = sha256(record.rules).toStdString();
}

Expected<Variant> load(const Record &record, const VariantLoader &loader)
{
    auto variant = recordVariant(record, loader);
    if (!variant || record.rules.empty() || record.rulesSha256.empty())
        return variant;
    const std::string found = sha256(standalone(*variant)).toStdString();
    if (found != record.rulesSha256)
        return Diagnostic {record.rulesSha256Where, "rules_sha256",
            "the rules are not those this hash names (their SHA-256 is " + found
                + "): they were changed after the game was played, and it would not replay as it went; put back "
                  "the rules or remove rules_sha256 to play under the changed ones"};
    return variant;
}

Expected<Replayed> replay(const std::filesystem::path &file, const VariantLoader &loader)
{
    auto record = readRecord(file);
    if (!record)
        return record.errors();
    const auto variant = load(*record, loader);
    if (!variant)
        return variant.errors();
    return replayRecord(std::move(*record), *variant);
}

std::optional<Variant> changedSince(const Record &record, const Variant &played, const VariantLoader &loader)
{
    if (record.rules.empty())
        return std::nullopt;
    const auto file = loader.resolve(record.variant, std::filesystem::path(record.file).parent_path());
    if (!file)
        return std::nullopt;
    auto now = loader.loadFile(*file);
    if (!now || now->game != record.game)
        return std::nullopt;
    if (standalone(played) == standalone(*now))
        return std::nullopt;
    return std::move(*now);
}

} // namespace recordrules
