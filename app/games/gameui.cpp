#include "gameui.h"

#include <QLocale>

namespace {

QString localized(const std::map<std::string, std::string> &texts)
{
    const std::string language = QLocale().name().left(2).toStdString();
    for (const std::string &code : {language, std::string("en")}) {
        const auto it = texts.find(code);
        if (it != texts.end())
            return QString::fromStdString(it->second);
    }
    return texts.empty() ? QString() : QString::fromStdString(texts.begin()->second);
}

} // namespace

QList<const GameUi *> gameUis()
{
    QList<const GameUi *> uis;
#define HOUSERULES_ADD_GAME_UI(folder) uis << &houserules::folder::gameUi();
    HOUSERULES_GAMES(HOUSERULES_ADD_GAME_UI)
#undef HOUSERULES_ADD_GAME_UI
    return uis;
}

const GameUi *gameUi(const QString &gameId)
{
    for (const GameUi *ui : gameUis())
        if (ui->gameId() == gameId)
            return ui;
    return nullptr;
}

QString variantTitle(const houserules::Variant &variant)
{
    return localized(variant.title);
}
QString variantDescription(const houserules::Variant &variant)
{
    return localized(variant.description);
}
