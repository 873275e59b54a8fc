// print-deck and print-rules: a variant's deck and its rule sheet as PDFs
// (app/print/), the same pages the editor and the rules dialog save. These
// two commands run under a QGuiApplication (fonts, the SVG art), on the
// offscreen platform unless QT_QPA_PLATFORM says otherwise (main.cpp).

#include "commands.h"

#include "games/gameui.h"
#include "palette/colourvision.h"
#include "preferences/languagemanager.h"
#include "print/basedifference.h"
#include "print/deckprinter.h"
#include "print/printedtext.h"
#include "print/rulesprinter.h"
#include "registry.h"
#include "userdata/userdata.h"

#include <QCommandLineParser>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

struct PrintArguments {
    QString variant;
    QString out;
    deckpages::Paper paper = deckpages::Paper::A4;
    QString language;
};

// The options both commands share; an exit status when there is nothing
// (more) to do.
std::optional<int> parsePrint(
    CommandParser &parser, const QString &command, const QStringList &arguments, PrintArguments &print)
{
    parser.addPositionalArgument(u"VARIANT"_s, u"Variant id (blasting-billy/standard) or file."_s);
    parser.addOption({u"out"_s, u"The PDF to write (required)."_s, u"FILE"_s});
    parser.addOption({u"paper"_s, u"a4 (default) or letter."_s, u"PAPER"_s, u"a4"_s});
    parser.addOption({u"lang"_s, u"Language: nl, en (default), de, fr or it."_s, u"LANG"_s, u"en"_s});
    parser.addOption({u"colours"_s,
        u"Colours of players and suits: normal (default), safe (for colour blindness) or high-contrast."_s,
        u"PALETTE"_s, u"normal"_s});
    if (const auto done = parseCommand(parser, arguments))
        return done;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return usageError(u"%1 needs one variant"_s.arg(command));
    print.variant = positional.front();
    if (!parser.isSet(u"out"_s) || parser.value(u"out"_s).isEmpty())
        return usageError(u"%1 needs --out FILE"_s.arg(command));
    print.out = parser.value(u"out"_s);
    const QString paper = parser.value(u"paper"_s).toLower();
    if (paper != u"a4"_s && paper != u"letter"_s)
        return usageError(u"--paper: expected a4 or letter, not '%1'"_s.arg(parser.value(u"paper"_s)));
    print.paper = paper == u"letter"_s ? deckpages::Paper::Letter : deckpages::Paper::A4;
    print.language = parser.value(u"lang"_s);
    if (!LanguageManager::languages().contains(print.language))
        return usageError(
            u"--lang: expected one of %1, not '%2'"_s.arg(LanguageManager::languages().join(u", "_s), print.language));
    const QString colours = parser.value(u"colours"_s);
    if (colourvision::id(colourvision::fromId(colours)) != colours)
        return usageError(u"--colours: expected normal, safe or high-contrast, not '%1'"_s.arg(colours));
    colourvision::setCurrent(colourvision::fromId(colours)); // the art is recoloured as it is drawn
    return std::nullopt;
}

// The variant and its game's words, or the exit status after saying why not.
struct Loaded {
    std::optional<Variant> variant;
    const GameUi *ui = nullptr;
};

Loaded load(const QString &ref, int &status)
{
    Loaded loaded;
    auto variant = userVariantLoader().load(ref.toStdString());
    if (!variant) {
        printErrors(variant.errors());
        status = 1;
        return loaded;
    }
    loaded.ui = gameUi(QString::fromStdString(variant->game));
    if (!loaded.ui) {
        QTextStream(stderr) << "houserules-cli: no pages for the game " << QString::fromStdString(variant->game)
                            << '\n';
        status = 1;
        return loaded;
    }
    loaded.variant = std::move(*variant);
    return loaded;
}

} // namespace

int runPrintDeck(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(u"Write a variant's deck as a print-and-play PDF: a cover with the deck and "
                                     "what differs from the base, then the card fronts nine to a sheet with cut "
                                     "marks (and with --backs a sheet of backs after each, for duplex printing "
                                     "flipped on the long edge)."_s);
    parser.addOption({u"backs"_s, u"Print the backs too, on every other page."_s});
    PrintArguments print;
    if (const auto done = parsePrint(parser, u"print-deck"_s, arguments, print))
        return *done;
    LanguageManager language;
    language.setLanguage(print.language);
    int status = 0;
    const Loaded loaded = load(print.variant, status);
    if (!loaded.variant)
        return status;
    const auto difference = BaseDifference::of(*loaded.ui, *loaded.variant, userVariantLoader());
    const DeckPrinter printer(
        *loaded.ui, *loaded.variant, difference.baseTitle, difference.lines, print.paper, parser.isSet(u"backs"_s));
    if (!printer.hasCards()) {
        QTextStream(stderr) << "houserules-cli: " << print.variant << " has no cards to print\n";
        return 1;
    }
    if (const QString error = printer.writePdf(print.out); !error.isEmpty()) {
        QTextStream(stderr) << "houserules-cli: " << error << '\n';
        return 1;
    }
    QTextStream(stdout) << print.out << ": " << printer.cards().size() << " cards on " << printer.pageCount()
                        << " pages\n";
    return 0;
}

int runPrintRules(const QStringList &arguments)
{
    CommandParser parser;
    parser.setApplicationDescription(u"Write a variant's rules as a PDF in one of the five languages, with the "
                                     "variant's numbers and a box on top saying what it changes from its base."_s);
    PrintArguments print;
    if (const auto done = parsePrint(parser, u"print-rules"_s, arguments, print))
        return *done;
    LanguageManager language;
    language.setLanguage(print.language);
    int status = 0;
    const Loaded loaded = load(print.variant, status);
    if (!loaded.variant)
        return status;
    const auto difference = BaseDifference::of(*loaded.ui, *loaded.variant, userVariantLoader());
    const RulesPage page = RulesPrinter::page(*loaded.ui, *loaded.variant, difference);
    const QString title = u"%1: %2"_s.arg(
        loaded.ui->title(), printedtext::elided(variantTitle(*loaded.variant), printedtext::kMaxTitle));
    if (const QString error = RulesPrinter::writePdf(page, title, print.out, print.paper); !error.isEmpty()) {
        QTextStream(stderr) << "houserules-cli: " << error << '\n';
        return 1;
    }
    QTextStream(stdout) << print.out << ": the rules of " << title << '\n';
    return 0;
}
