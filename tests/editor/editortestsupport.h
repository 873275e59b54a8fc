#pragma once

// Shared set-up for the editor's tests: Blasting Billy's variants through
// the registry, and "toy", a game made up here whose schema has a parameter
// of every type (a flag, a choice, lists, a per-player value, a deck without
// suits), to show that the editor serves any game that declares a schema.

#include "models/variantdocument.h"
#include "models/varianttexts.h"

#include "core/variants/schema.h"
#include "registry.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

namespace editortest {

using namespace Qt::Literals::StringLiterals;

inline const houserules::Schema &toySchema()
{
    static const houserules::Schema schema = [] {
        using houserules::ParamType;
        houserules::Schema s;
        s.groups = {{"general", "General"}};
        s.params = {
            {"rounds", ParamType::Int, 1, 9, "rounds to play"},
            {"name", ParamType::String, 0, 0, "what the table calls it"},
            {"targets", ParamType::IntList, 0, 50, "scores that end a round", 1, 5},
            {"tags", ParamType::StringList, 0, 0, "labels"},
            {"bank", ParamType::IntByPlayers, 0, 100, "coins in the bank per player count"},
            {"scoring.bonus", ParamType::Bool, 0, 0, "a bonus for the last trick"},
            {"scoring.mode", ParamType::String, 0, 0, "how scores add up"},
            {"deck", ParamType::Deck, 0, 0, "the cards"},
        };
        for (auto &spec : s.params)
            if (!spec.path.starts_with("scoring.") && spec.path != "deck")
                spec.group = "general";
        s.params[6].choices = {"short", "long"};
        s.params[7].deck = houserules::DeckShape {.suited = false,
            .suitWord = "colour",
            .minSuits = 1,
            .maxSuits = 1,
            .numbers = true,
            .minValue = 1,
            .maxValue = 10,
            .names = {"reverse", "skip"},
            .maxCount = 20,
            .maxCards = 200};
        s.crossCheck = [](const houserules::Variant &v, houserules::Diagnostics &errors) {
            if (v.byPlayers("bank").count(2) == 0)
                errors.push_back(v.error("bank", "needs an entry for 2 players"));
        };
        return s;
    }();
    return schema;
}

inline const char *toyStandard()
{
    return "game: toy\n"
           "title: {en: Toy rules, nl: Speelgoedregels}\n"
           "parameters:\n"
           "  rounds: 3\n"
           "  name: table\n"
           "  targets: [10, 20]\n"
           "  tags: [fast, loud]\n"
           "  bank: {2: 40, 3: 60}\n"
           "  scoring: {bonus: false, mode: short}\n"
           "  deck: {1: 4, 2: 4, 5: 2, reverse: 3}\n";
}

inline houserules::VariantLoader::SchemaLookup schemas()
{
    return [](const std::string &game) -> const houserules::Schema * {
        if (game == "toy")
            return &toySchema();
        const houserules::Game *g = houserules::Registry::instance().game(game);
        return g ? &g->schema() : nullptr;
    };
}

// A folder of variants: toy/standard.yaml, and room for the user's files.
class Folder {
public:
    Folder()
    {
        QDir(m_dir.path()).mkpath(u"toy"_s);
        write(u"toy/standard.yaml"_s, QString::fromUtf8(toyStandard()));
    }
    QString path() const { return m_dir.path(); }
    QString file(const QString &name) const { return m_dir.filePath(name); }
    void write(const QString &name, const QString &text) const
    {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text.toUtf8());
    }
    // Searches this folder first, then the shipped variants.
    houserules::VariantLoader loader() const
    {
        std::vector<std::filesystem::path> dirs {std::filesystem::path(m_dir.path().toStdString())};
        for (auto &dir : houserules::Registry::variantDirs())
            dirs.push_back(dir);
        return houserules::VariantLoader(schemas(), dirs);
    }

private:
    QTemporaryDir m_dir;
};

inline QString shipped(const char *name)
{
    return QStringLiteral(HOUSERULES_SOURCE_DIR "/variants/blasting-billy/") + QString::fromLatin1(name) + u".yaml"_s;
}

// A shipped variant of any game: shippedOf("boomo", "standard").
inline QString shippedOf(const char *game, const char *name)
{
    return QStringLiteral(HOUSERULES_SOURCE_DIR "/variants/") + QString::fromLatin1(game) + u'/'
        + QString::fromLatin1(name) + u".yaml"_s;
}

inline std::unique_ptr<VariantDocument> open(const Folder &folder, const QString &file)
{
    QStringList errors;
    auto document = VariantDocument::open(file, folder.loader(), schemas(), &errors);
    if (!document)
        qWarning("%s", qPrintable(errors.join(u'\n')));
    return document;
}

// Words for Blasting Billy's deck as a game would give them, in Dutch.
class DutchDeckWords final : public VariantTexts {
public:
    QString suitName(const QString &suit) const override
    {
        return suit == u"gold"_s ? u"Goud"_s : suit == u"diamonds"_s ? u"Diamanten"_s : QString();
    }
    QString rankName(const QString &rank) const override { return rank == u"dynamite"_s ? u"Dynamiet"_s : QString(); }
};

// Words for the made-up game's choices, in Dutch.
class DutchChoiceWords final : public VariantTexts {
public:
    QString choiceName(const QString &path, const QString &choice) const override
    {
        if (path != u"scoring.mode"_s)
            return {};
        return choice == u"short"_s ? u"Kort"_s : choice == u"long"_s ? u"Lang"_s : QString();
    }
};

} // namespace editortest
