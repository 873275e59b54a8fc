#include "runtitles.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

using namespace Qt::Literals::StringLiterals;

RunTitles rulesTitles(const QString &yaml)
{
    // Only the top-level `title` map: no schema, no validation (a notebook
    // of many runs reads every one of them when it gains the column).
    RunTitles titles;
    try {
        const YAML::Node root = YAML::Load(yaml.toStdString());
        const YAML::Node title = root.IsMap() ? root["title"] : YAML::Node();
        if (title && title.IsMap())
            for (const auto &item : title)
                if (item.second.IsScalar())
                    titles.insert(QString::fromStdString(item.first.as<std::string>()),
                        QString::fromStdString(item.second.as<std::string>()));
    } catch (const YAML::Exception &) {
        titles.clear();
    }
    return titles;
}

RunTitles runTitles(const RunHeader &header)
{
    const QStringList named = header.mode == u"compare-several"_s ? header.houseRules : QStringList {header.variant};
    std::vector<RunTitles> each;
    for (const QString &id : named)
        if (const RunRules *rules = header.rulesOf(id))
            each.push_back(rulesTitles(rules->yaml));
    if (each.size() == 1)
        return each.front();
    RunTitles joined;
    for (const RunTitles &titles : each)
        for (auto it = titles.begin(); it != titles.end(); ++it)
            joined[it.key()] = joined.value(it.key()).isEmpty() ? it.value() : joined[it.key()] + u", "_s + it.value();
    return joined;
}

QString rulesGame(const QString &yaml)
{
    static const QRegularExpression game(u"^game:\\s*(\\S+)"_s, QRegularExpression::MultilineOption);
    return game.match(yaml).captured(1);
}

QString titlesText(const RunTitles &titles)
{
    if (titles.isEmpty())
        return u""_s;
    QJsonObject object;
    for (auto it = titles.begin(); it != titles.end(); ++it)
        object.insert(it.key(), it.value());
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

RunTitles titlesFrom(const QString &text)
{
    RunTitles titles;
    const QJsonObject object = QJsonDocument::fromJson(text.toUtf8()).object();
    for (auto it = object.begin(); it != object.end(); ++it)
        titles.insert(it.key(), it.value().toString());
    return titles;
}

QString titleIn(const RunTitles &titles, const QString &language)
{
    for (const QString &code : {language, u"en"_s})
        if (const auto it = titles.find(code); it != titles.end())
            return it.value();
    return titles.isEmpty() ? QString() : titles.first();
}

QString localTitle(const RunTitles &titles)
{
    return titleIn(titles, QLocale().name().left(2));
}
