#include "rulesprinter.h"

#include "printedtext.h"

#include "games/gameui.h"

#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>

using namespace Qt::Literals::StringLiterals;

RulesPage RulesPrinter::page(const GameUi &ui, const houserules::Variant &whole, const BaseDifference &difference)
{
    const houserules::Variant variant = printedtext::printable(whole);
    auto esc = [](const QString &text) { return text.toHtmlEscaped(); };
    QString box;
    if (difference.baseTitle.isEmpty()) {
        box = u"<b>%1</b>"_s.arg(esc(tr("These are the rules as published.")));
    } else {
        box = u"<b>%1</b>"_s.arg(esc(tr("What this house rule changes from %1").arg(difference.baseTitle)));
        const QString description = variantDescription(variant);
        if (!description.isEmpty())
            box += u"<p>%1</p>"_s.arg(esc(description));
        if (difference.lines.isEmpty()) {
            box += u"<p>%1</p>"_s.arg(esc(tr("Its numbers and its deck are those of the base.")));
        } else {
            box += u"<ul>"_s;
            for (const QString &line : difference.lines)
                box += u"<li>%1</li>"_s.arg(esc(line));
            box += u"</ul>"_s;
        }
    }
    RulesPage page = ui.rulesPage(variant);
    page.prepend(u"<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"8\" bgcolor=\"#fff4d6\">"
                 u"<tr><td>%1</td></tr></table>"_s.arg(box));
    return page;
}

QString RulesPrinter::writePdf(
    const RulesPage &page, const QString &title, const QString &fileName, deckpages::Paper paper)
{
    const QString where = QFileInfo(fileName).absoluteFilePath();
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1 cannot be written: %2").arg(where, file.errorString());
    {
        QPdfWriter writer(&file);
        writer.setResolution(300);
        writer.setPageSize(QPageSize(paper == deckpages::Paper::Letter ? QPageSize::Letter : QPageSize::A4));
        writer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout::Millimeter);
        writer.setTitle(title);
        writer.setCreator(u"Houserules"_s);
        QTextDocument document;
        QFont font = document.defaultFont();
        font.setPointSizeF(10.5);
        document.setDefaultFont(font);
        // About the writer's 300 dots per inch for a logical pixel (1/96 inch).
        // Pictures at 70%: beside 10.5-point text they keep the proportions
        // they have on the screen, and a step's caption keeps its room.
        page.addPicturesTo(document, 3);
        document.setHtml(page.html(0.7));
        document.print(&writer);
    }
    if (!file.commit())
        return tr("%1 cannot be written: %2").arg(where, file.errorString());
    return {};
}
