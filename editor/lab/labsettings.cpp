#include "labsettings.h"

#include "labtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {
constexpr int kDefaultGames = 10000;
}

LabSettings::LabSettings(QWidget *parent) : QWidget(parent)
{
    auto *side = new QVBoxLayout(this);
    side->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel;
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    side->addWidget(m_title);
    m_rulesLabel = new QLabel;
    m_rulesLabel->setObjectName(u"rules"_s);
    m_rulesLabel->setWordWrap(true);
    side->addWidget(m_rulesLabel);

    m_form = new QFormLayout;
    m_players = new QSpinBox;
    m_players->setObjectName(u"players"_s);
    m_players->setRange(2, 2);
    m_playersLabel = new QLabel;
    m_playersLabel->setBuddy(m_players);
    m_form->addRow(m_playersLabel, m_players);
    m_games = new QSpinBox;
    m_games->setObjectName(u"games"_s);
    m_games->setRange(1, 10'000'000);
    m_games->setSingleStep(1000);
    m_games->setGroupSeparatorShown(true);
    m_games->setValue(kDefaultGames);
    m_gamesLabel = new QLabel;
    m_gamesLabel->setBuddy(m_games);
    m_form->addRow(m_gamesLabel, m_games);
    m_seed = new QLineEdit(u"1"_s);
    m_seed->setObjectName(u"seed"_s);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(u"\\d{1,19}"_s), m_seed));
    m_seedLabel = new QLabel;
    m_seedLabel->setBuddy(m_seed);
    m_form->addRow(m_seedLabel, m_seed);
    m_cardImpact = new QCheckBox;
    m_cardImpact->setObjectName(u"cardImpact"_s);
    m_cardImpact->setChecked(true); // costs little (a few per cent) and fills the Card impact page
    m_form->addRow(m_cardImpact);
    side->addLayout(m_form);
    connect(m_players, &QSpinBox::valueChanged, this, [this] {
        fillSeats();
        if (m_playersChanged)
            m_playersChanged();
    });
}

void LabSettings::setRules(std::shared_ptr<const Ruleset> edited, std::shared_ptr<const Ruleset> base)
{
    const bool first = !m_rules;
    m_rules = edited;
    const int keep = m_players->value();
    {
        const QSignalBlocker block(m_players);
        if (edited && base) {
            const int low = std::max(edited->minPlayers(), base->minPlayers());
            const int high = std::min(edited->maxPlayers(), base->maxPlayers());
            m_players->setRange(std::min(low, high), high);
            // Four at the table unless the rules say otherwise: the usual test.
            m_players->setValue(first ? std::clamp(4, std::min(low, high), high) : keep);
        }
    }
    fillSeats();
}

void LabSettings::setRulesText(const QString &text)
{
    m_rulesLabel->setText(text);
}

void LabSettings::fillSeats()
{
    QStringList previous = bots();
    while (m_seatBots.size() > 0) {
        m_form->removeRow(1); // seat rows follow the Players row
        m_seatBots.removeLast();
        m_seatLabels.removeLast();
    }
    if (!m_rules)
        return;
    QStringList offered {u"random"_s};
    for (const auto &name : m_rules->botNames())
        offered << QString::fromStdString(name);
    // The game's own bot by default: it plays like a person would, and card
    // impact pools the seats, which is fair only with one bot for all.
    const QString preferred = offered.size() > 1 ? offered[1] : offered[0];
    for (int seat = 0; seat < m_players->value(); ++seat) {
        auto *label = new QLabel(tr("Seat %1:").arg(seat + 1));
        auto *combo = new QComboBox;
        combo->setObjectName(u"bot-%1"_s.arg(seat + 1));
        for (const QString &bot : offered)
            combo->addItem(LabText::botLabel(bot), bot);
        const QString wanted = previous.value(seat, previous.isEmpty() ? preferred : previous.last());
        combo->setCurrentIndex(std::max(0, combo->findData(wanted)));
        label->setBuddy(combo);
        m_form->insertRow(1 + seat, label, combo);
        m_seatLabels << label;
        m_seatBots << combo;
    }
}

void LabSettings::setPlayers(int players)
{
    m_players->setValue(players);
}

int LabSettings::players() const
{
    return m_players->value();
}

void LabSettings::setBot(int seat, const QString &bot)
{
    if (seat >= 0 && seat < m_seatBots.size())
        m_seatBots[seat]->setCurrentIndex(std::max(0, m_seatBots[seat]->findData(bot)));
}

QStringList LabSettings::bots() const
{
    QStringList names;
    for (const QComboBox *combo : m_seatBots)
        names << combo->currentData().toString();
    return names;
}

void LabSettings::setGames(int games)
{
    m_games->setValue(games);
}

int LabSettings::games() const
{
    return m_games->value();
}

void LabSettings::setSeed(quint64 seed)
{
    m_seed->setText(QString::number(seed));
}

quint64 LabSettings::seed() const
{
    return m_seed->text().toULongLong();
}

bool LabSettings::seedIsValid() const
{
    bool ok = false;
    m_seed->text().toULongLong(&ok);
    return ok;
}

void LabSettings::setCardImpact(bool on)
{
    m_cardImpact->setChecked(on);
}

bool LabSettings::cardImpact() const
{
    return m_cardImpact->isChecked();
}

SimulationSpec LabSettings::spec() const
{
    SimulationSpec spec;
    spec.ruleset = m_rules;
    spec.players = players();
    for (const QString &bot : bots())
        spec.bots.push_back(bot.toStdString());
    spec.games = games();
    spec.seed = seed();
    return spec;
}

void LabSettings::setEditable(bool editable)
{
    for (QWidget *w : std::initializer_list<QWidget *> {m_players, m_games, m_seed, m_cardImpact})
        w->setEnabled(editable);
    for (QComboBox *combo : std::as_const(m_seatBots))
        combo->setEnabled(editable);
}

void LabSettings::retranslate()
{
    m_title->setText(tr("Playtest lab"));
    m_playersLabel->setText(tr("&Players:"));
    m_gamesLabel->setText(tr("&Games:"));
    m_games->setToolTip(tr("Games under each set of rules (each value, in a sweep); the same seeds for both"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The same seed deals and plays the same games again"));
    m_cardImpact->setText(tr("Card &impact"));
    m_cardImpact->setToolTip(tr("Also count who held and who played each card kind (a little slower)"));
    for (int seat = 0; seat < m_seatLabels.size(); ++seat)
        m_seatLabels[seat]->setText(tr("Seat %1:").arg(seat + 1));
    for (QComboBox *combo : std::as_const(m_seatBots))
        for (int i = 0; i < combo->count(); ++i)
            combo->setItemText(i, LabText::botLabel(combo->itemData(i).toString()));
}
