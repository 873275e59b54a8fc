#include "earlierrules.h"

#include "games/gameui.h"
#include "models/variantdifference.h"
#include "registry.h"
#include "userdata/recordrules.h"
#include "userdata/userdata.h"

#include <QCoreApplication>
#include <QMessageBox>

using namespace Qt::Literals::StringLiterals;

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(EarlierRules)
};

} // namespace

void tellOfEarlierRules(QWidget *parent, const houserules::Record &record, const houserules::Variant &played)
{
    const auto now = recordrules::changedSince(record, played, userVariantLoader());
    const houserules::Game *game = houserules::Registry::instance().game(played.game);
    const GameUi *ui = gameUi(QString::fromStdString(played.game));
    if (!now || !game || !ui)
        return;
    // From the rules played to the file as it is now: "Cards in each hand: 4 → 5".
    const QStringList changes = VariantDifference::describe(game->schema(), played, *now, ui->variantTexts());
    QString text = Words::tr("This game is played under an earlier version of “%1”: the rules it started with, "
                             "which it keeps to the end.")
                       .arg(variantTitle(played));
    if (!changes.isEmpty())
        text += u"\n\n"_s + Words::tr("The file has changed since:") + u"\n"_s + changes.join(u'\n');
    auto *box = new QMessageBox(QMessageBox::Information, Words::tr("Earlier rules"), text, QMessageBox::Ok, parent);
    box->setObjectName(u"earlierRulesBox"_s);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // the game is there behind it
}
