#include "playtestlab.h"

#include "cardimpactmodel.h"
#include "labcharts.h"
#include "labexport.h"
#include "labrunner.h"
#include "labtext.h"

#include "core/variantwriter.h"
#include "registry.h"
#include "simreport.h"

#include <QAction>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QVBoxLayout>

#include <fstream>
#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

constexpr int kDefaultGames = 10000;
constexpr int kMaxSweepValues = 50;

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

QString diagnosticsText(const Diagnostics &errors)
{
    QStringList lines;
    for (const auto &e : errors)
        lines << str(e.keyPath.empty() ? e.message : e.keyPath + ": " + e.message);
    return lines.join(u'\n');
}

// A variant's title in the current language (English, then any, then its id).
QString titleOf(const Variant &variant)
{
    const std::string language = QLocale().name().left(2).toStdString();
    for (const std::string &code : {language, std::string("en")})
        if (const auto it = variant.title.find(code); it != variant.title.end())
            return str(it->second);
    return str(variant.title.empty() ? variant.id : variant.title.begin()->second);
}

QString duration(double seconds)
{
    const auto whole = qint64(std::ceil(seconds));
    if (whole < 60)
        //: Time left, in seconds.
        return PlaytestLab::tr("%1 s").arg(whole);
    //: Time left, in minutes and seconds.
    return PlaytestLab::tr("%1 min %2 s").arg(whole / 60).arg(whole % 60);
}

QStandardItem *item(const QString &text, const QString &tip = {}, bool bold = false)
{
    auto *i = new QStandardItem(text);
    i->setEditable(false);
    if (!tip.isEmpty())
        i->setToolTip(tip);
    if (bold) {
        QFont font = i->font();
        font.setBold(true);
        i->setFont(font);
    }
    return i;
}

} // namespace

PlaytestLab::PlaytestLab(QWidget *parent) : QWidget(parent), m_runner(new LabRunner(this))
{
    connect(m_runner, &LabRunner::progressed, this, &PlaytestLab::onProgress);
    connect(m_runner, &LabRunner::finished, this, &PlaytestLab::onFinished);
    buildUi();
    retranslate();
    clearResults();
    updateButtons();
}

PlaytestLab::~PlaytestLab() = default;

// ---- Building the window ------------------------------------------------------------

void PlaytestLab::buildUi()
{
    auto *settings = new QWidget;
    settings->setObjectName(u"labSettings"_s);
    auto *side = new QVBoxLayout(settings);
    side->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel;
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.2);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    side->addWidget(m_title);
    m_rules = new QLabel;
    m_rules->setObjectName(u"rules"_s);
    m_rules->setWordWrap(true);
    side->addWidget(m_rules);

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
        fillSweepParameters();
    });

    auto *buttons = new QHBoxLayout;
    m_run = new QPushButton;
    m_run->setObjectName(u"run"_s);
    m_run->setDefault(true);
    m_cancel = new QPushButton;
    m_cancel->setObjectName(u"cancel"_s);
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    side->addLayout(buttons);
    connect(m_run, &QPushButton::clicked, this, [this] { runComparison(); });
    connect(m_cancel, &QPushButton::clicked, this, &PlaytestLab::cancel);

    m_progress = new QProgressBar;
    m_progress->setObjectName(u"progress"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    side->addWidget(m_progress);
    m_speed = new QLabel;
    m_speed->setObjectName(u"speed"_s);
    side->addWidget(m_speed);
    m_statusLabel = new QLabel;
    m_statusLabel->setObjectName(u"status"_s);
    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    side->addWidget(m_statusLabel);

    m_export = new QPushButton;
    m_export->setObjectName(u"export"_s);
    m_exportMenu = new QMenu(m_export);
    m_export->setMenu(m_exportMenu);
    side->addWidget(m_export);
    side->addStretch(1);
    m_howToRead = new QLabel;
    m_howToRead->setWordWrap(true);
    m_howToRead->setObjectName(u"howToRead"_s);
    side->addWidget(m_howToRead);
    settings->setFixedWidth(280);

    m_tabs = new QTabWidget;
    m_tabs->setObjectName(u"labPages"_s);
    m_tabs->addTab(buildComparisonPage(), {});
    m_tabs->addTab(buildNumbersPage(), {});
    m_tabs->addTab(buildCardPage(), {});
    m_tabs->addTab(buildSweepPage(), {});
    connect(m_tabs, &QTabWidget::currentChanged, this, &PlaytestLab::updateButtons);

    auto *layout = new QHBoxLayout(this);
    layout->addWidget(settings);
    layout->addWidget(m_tabs, 1);
}

QChartView *PlaytestLab::addChartView(QChart *chart)
{
    auto *view = new QChartView(chart);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(320, 240);
    chart->setMargins(QMargins(4, 4, 4, 4));
    // Each chart on its own: right-click to save it.
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (const QString &suffix : {u"png"_s, u"svg"_s}) {
        auto *action = new QAction(view);
        action->setData(suffix);
        view->addAction(action);
        connect(action, &QAction::triggered, this, [this, view, suffix] {
            const QString fileName = QFileDialog::getSaveFileName(this, tr("Save chart"),
                QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
                    .filePath(u"playtest-chart."_s + suffix),
                suffix == u"png"_s ? tr("PNG images (*.png)") : tr("SVG drawings (*.svg)"));
            QString error;
            if (!fileName.isEmpty() && !LabExport::saveImage(view, fileName, &error))
                setStatus([error] { return error; });
        });
    }
    return view;
}

QWidget *PlaytestLab::buildComparisonPage()
{
    auto *page = new QWidget;
    auto *layout = new QHBoxLayout(page);
    m_chartGrid = new QWidget;
    m_chartGrid->setObjectName(u"chartGrid"_s);
    auto *grid = new QGridLayout(m_chartGrid);
    grid->setContentsMargins(0, 0, 0, 0);
    m_winRateView = addChartView(new QChart);
    m_winRateView->setObjectName(u"winRateChart"_s);
    m_figureView = addChartView(new QChart);
    m_figureView->setObjectName(u"figureChart"_s);
    m_scoreView = addChartView(new QChart);
    m_scoreView->setObjectName(u"scoreChart"_s);
    m_lengthView = addChartView(new QChart);
    m_lengthView->setObjectName(u"lengthChart"_s);
    grid->addWidget(m_winRateView, 0, 0);
    grid->addWidget(m_figureView, 0, 1);
    grid->addWidget(m_scoreView, 1, 0);
    grid->addWidget(m_lengthView, 1, 1);
    layout->addWidget(m_chartGrid, 1);

    auto *notable = new QWidget;
    auto *column = new QVBoxLayout(notable);
    column->setContentsMargins(0, 0, 0, 0);
    m_notableTitle = new QLabel;
    QFont bold = m_notableTitle->font();
    bold.setBold(true);
    m_notableTitle->setFont(bold);
    column->addWidget(m_notableTitle);
    m_notableLabel = new QLabel;
    m_notableLabel->setObjectName(u"notableDifferences"_s);
    m_notableLabel->setWordWrap(true);
    m_notableLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_notableLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_notableLabel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    column->addWidget(scroll, 1);
    notable->setFixedWidth(300);
    layout->addWidget(notable);
    return page;
}

QWidget *PlaytestLab::buildNumbersPage()
{
    m_numbers = new QStandardItemModel(this);
    m_numbersView = new QTableView;
    m_numbersView->setObjectName(u"numbers"_s);
    m_numbersView->setModel(m_numbers);
    m_numbersView->verticalHeader()->hide();
    m_numbersView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_numbersView->setAlternatingRowColors(true);
    m_numbersView->setSelectionBehavior(QAbstractItemView::SelectRows);
    return m_numbersView;
}

QWidget *PlaytestLab::buildCardPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *top = new QHBoxLayout;
    m_cardRulesLabel = new QLabel;
    m_cardRules = new QComboBox;
    m_cardRules->setObjectName(u"cardRules"_s);
    m_cardRules->addItem(QString(), 1); // edited
    m_cardRules->addItem(QString(), 0); // base
    m_cardRulesLabel->setBuddy(m_cardRules);
    top->addWidget(m_cardRulesLabel);
    top->addWidget(m_cardRules);
    top->addStretch(1);
    layout->addLayout(top);
    m_cardNote = new QLabel;
    m_cardNote->setWordWrap(true);
    m_cardNote->setObjectName(u"cardNote"_s);
    layout->addWidget(m_cardNote);
    m_cardModel = new CardImpactModel(this);
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_cardModel);
    proxy->setSortRole(CardImpactModel::SortRole);
    m_cardView = new QTableView;
    m_cardView->setObjectName(u"cardImpact"_s);
    m_cardView->setModel(proxy);
    m_cardView->setSortingEnabled(true);
    m_cardView->sortByColumn(CardImpactModel::Card, Qt::AscendingOrder);
    m_cardView->verticalHeader()->hide();
    m_cardView->setAlternatingRowColors(true);
    m_cardView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_cardView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    layout->addWidget(m_cardView, 1);
    connect(m_cardRules, &QComboBox::currentIndexChanged, this, &PlaytestLab::showCards);
    return page;
}

QWidget *PlaytestLab::buildSweepPage()
{
    auto *page = new QWidget;
    auto *layout = new QVBoxLayout(page);
    auto *controls = new QHBoxLayout;
    m_sweepParameterLabel = new QLabel;
    m_sweepParameter = new QComboBox;
    m_sweepParameter->setObjectName(u"sweepParameter"_s);
    m_sweepParameter->setMinimumContentsLength(18);
    m_sweepParameterLabel->setBuddy(m_sweepParameter);
    m_sweepFromLabel = new QLabel;
    m_sweepFrom = new QSpinBox;
    m_sweepFrom->setObjectName(u"sweepFrom"_s);
    m_sweepFromLabel->setBuddy(m_sweepFrom);
    m_sweepToLabel = new QLabel;
    m_sweepTo = new QSpinBox;
    m_sweepTo->setObjectName(u"sweepTo"_s);
    m_sweepToLabel->setBuddy(m_sweepTo);
    m_runSweep = new QPushButton;
    m_runSweep->setObjectName(u"runSweep"_s);
    m_sweepShowLabel = new QLabel;
    m_sweepView = new QComboBox;
    m_sweepView->setObjectName(u"sweepView"_s);
    m_sweepShowLabel->setBuddy(m_sweepView);
    for (QWidget *w : std::initializer_list<QWidget *> {m_sweepParameterLabel, m_sweepParameter, m_sweepFromLabel,
             m_sweepFrom, m_sweepToLabel, m_sweepTo, m_runSweep})
        controls->addWidget(w);
    controls->addSpacing(24);
    controls->addWidget(m_sweepShowLabel);
    controls->addWidget(m_sweepView);
    controls->addStretch(1);
    layout->addLayout(controls);
    m_sweepNote = new QLabel;
    m_sweepNote->setWordWrap(true);
    layout->addWidget(m_sweepNote);
    m_sweepChartView = addChartView(new QChart);
    m_sweepChartView->setObjectName(u"sweepChart"_s);
    layout->addWidget(m_sweepChartView, 1);
    m_sweepSummary = new QLabel;
    m_sweepSummary->setObjectName(u"sweepSummary"_s);
    m_sweepSummary->setWordWrap(true);
    m_sweepSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_sweepSummary);

    connect(m_sweepParameter, &QComboBox::currentIndexChanged, this, &PlaytestLab::updateSweepRange);
    connect(m_sweepFrom, &QSpinBox::valueChanged, this, [this](int from) {
        if (m_sweepTo->value() < from)
            m_sweepTo->setValue(from);
    });
    connect(m_sweepTo, &QSpinBox::valueChanged, this, [this](int to) {
        if (m_sweepFrom->value() > to)
            m_sweepFrom->setValue(to);
    });
    connect(m_runSweep, &QPushButton::clicked, this,
        [this] { runSweep(m_sweepParameter->currentData().toString(), m_sweepFrom->value(), m_sweepTo->value()); });
    connect(m_sweepView, &QComboBox::currentIndexChanged, this, &PlaytestLab::showSweep);
    return page;
}

void PlaytestLab::setEditedTitles(const std::map<std::string, std::string> &titles)
{
    if (!m_edited)
        return;
    m_edited->title = titles;
    retranslate();
}

void PlaytestLab::retranslate()
{
    m_title->setText(tr("Playtest lab"));
    if (m_edited && titleOf(*m_edited) == titleOf(*m_base))
        //: Rules being edited that still carry their base's title, %1.
        m_rules->setText(tr("Your changes against %1").arg(titleOf(*m_base)));
    else if (m_edited)
        //: %1 is the title of the edited rules, %2 that of their base.
        m_rules->setText(tr("%1 against %2").arg(titleOf(*m_edited), titleOf(*m_base)));
    else
        m_rules->setText(tr("No rules chosen yet."));
    m_playersLabel->setText(tr("&Players:"));
    m_gamesLabel->setText(tr("&Games:"));
    m_games->setToolTip(tr("Games under each set of rules (each value, in a sweep); the same seeds for both"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The same seed deals and plays the same games again"));
    m_cardImpact->setText(tr("Card &impact"));
    m_cardImpact->setToolTip(tr("Also count who held and who played each card kind (a little slower)"));
    m_run->setText(tr("&Run"));
    m_run->setToolTip(tr("Play every game under the edited rules and under the base rules, with the same seeds"));
    m_cancel->setText(tr("Ca&ncel"));
    m_export->setText(tr("&Export"));
    m_howToRead->setText(
        tr("Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. "
           "A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± "
           "may be noise: only those whose interval excludes zero get a sentence."));
    for (int seat = 0; seat < m_seatLabels.size(); ++seat)
        m_seatLabels[seat]->setText(tr("Seat %1:").arg(seat + 1));
    for (QComboBox *combo : std::as_const(m_seatBots))
        for (int i = 0; i < combo->count(); ++i)
            combo->setItemText(i, LabText::botLabel(combo->itemData(i).toString()));

    m_exportMenu->clear();
    m_exportResults
        = {m_exportMenu->addAction(tr("Results as &JSON…"), this, [this] { exportFromMenu(false, u"json"_s); }),
            m_exportMenu->addAction(tr("Results as &CSV…"), this, [this] { exportFromMenu(false, u"csv"_s); })};
    m_exportMenu->addSeparator();
    m_exportCharts = {m_exportMenu->addAction(tr("Charts as &PNG…"), this, [this] { exportFromMenu(true, u"png"_s); }),
        m_exportMenu->addAction(tr("Charts as &SVG…"), this, [this] { exportFromMenu(true, u"svg"_s); })};
    for (QChartView *view : {m_winRateView, m_scoreView, m_lengthView, m_figureView, m_sweepChartView})
        for (QAction *action : view->actions())
            action->setText(
                action->data().toString() == u"png"_s ? tr("Save chart as PNG…") : tr("Save chart as SVG…"));

    m_tabs->setTabText(0, tr("Comparison"));
    m_tabs->setTabText(1, tr("Numbers"));
    m_tabs->setTabText(2, tr("Card impact"));
    m_tabs->setTabText(3, tr("Sweep"));
    m_notableTitle->setText(tr("Notable differences"));

    m_cardRulesLabel->setText(tr("R&ules:"));
    m_cardRules->setItemText(0, tr("Edited rules"));
    m_cardRules->setItemText(1, tr("Base rules"));

    m_sweepParameterLabel->setText(tr("P&arameter:"));
    m_sweepFromLabel->setText(tr("&From:"));
    m_sweepToLabel->setText(tr("&To:"));
    m_runSweep->setText(tr("Run s&weep"));
    m_sweepShowLabel->setText(tr("S&how:"));
    m_sweepNote->setText(
        tr("A sweep plays the edited rules with one parameter set to each value in turn, every value on the same "
           "seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat "
           "that wins most and the seat that wins least are closest."));
    fillSweepViews();
    for (int i = 0; i < m_sweepParameter->count(); ++i) {
        const SweepChoice &c = m_sweepChoices[i];
        m_sweepParameter->setItemText(i, tr("%1 (now %2)").arg(c.parameter).arg(c.current));
    }

    // The results, in the new language.
    showComparison();
    showNumbers();
    showCards();
    showSweep();
    m_statusLabel->setText(status());
    updateButtons(); // the export actions are new
}

void PlaytestLab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

// ---- Settings ---------------------------------------------------------------------------

const FigureTexts &PlaytestLab::texts() const
{
    return LabText::orGeneric(m_texts);
}

void PlaytestLab::setVariants(const Variant &edited, const Variant &base)
{
    if (m_runner->isRunning()) {
        m_dropResult = true;
        m_runner->cancel();
    }
    const bool first = !hasVariants();
    const Registry &registry = Registry::instance();
    const Game *game = registry.game(edited.game);
    const Game *baseGame = registry.game(base.game);
    // A game this build does not play (a variant of a newer version, the
    // editor tests' toy game) leaves the lab without rules: nothing to run.
    m_edited = edited;
    m_base = base;
    m_editedRules = game ? game->compile(edited) : nullptr;
    m_baseRules = baseGame ? baseGame->compile(base) : nullptr;
    m_comparison.reset();
    m_sweep.reset();
    m_notable.clear();

    const int keep = m_players->value();
    const QSignalBlocker block(m_players);
    if (m_editedRules && m_baseRules) {
        const int low = std::max(m_editedRules->minPlayers(), m_baseRules->minPlayers());
        const int high = std::min(m_editedRules->maxPlayers(), m_baseRules->maxPlayers());
        m_players->setRange(std::min(low, high), high);
        // Four at the table unless the rules say otherwise: the usual test.
        m_players->setValue(first ? std::clamp(4, std::min(low, high), high) : keep);
    }
    fillSeats();
    fillSweepParameters();
    clearResults();
    retranslate(); // the rules' titles
    if (edited.game != base.game)
        setStatus([] { return tr("The edited rules and the base rules are of different games."); });
    else
        setStatus({});
    updateButtons();
    Q_EMIT resultsChanged();
}

void PlaytestLab::setFigureTexts(const FigureTexts *texts)
{
    m_texts = texts;
    retranslate();
}

void PlaytestLab::fillSeats()
{
    QStringList previous = bots();
    while (m_seatBots.size() > 0) {
        m_form->removeRow(1); // seat rows follow the Players row
        m_seatBots.removeLast();
        m_seatLabels.removeLast();
    }
    if (!m_editedRules)
        return;
    QStringList offered {u"random"_s};
    for (const auto &name : m_editedRules->botNames())
        offered << str(name);
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

void PlaytestLab::setPlayers(int players)
{
    m_players->setValue(players);
}

int PlaytestLab::players() const
{
    return m_players->value();
}

void PlaytestLab::setBot(int seat, const QString &bot)
{
    if (seat >= 0 && seat < m_seatBots.size())
        m_seatBots[seat]->setCurrentIndex(std::max(0, m_seatBots[seat]->findData(bot)));
}

QStringList PlaytestLab::bots() const
{
    QStringList names;
    for (const QComboBox *combo : m_seatBots)
        names << combo->currentData().toString();
    return names;
}

void PlaytestLab::setGames(int games)
{
    m_games->setValue(games);
}

int PlaytestLab::games() const
{
    return m_games->value();
}

void PlaytestLab::setSeed(quint64 seed)
{
    m_seed->setText(QString::number(seed));
}

quint64 PlaytestLab::seed() const
{
    return m_seed->text().toULongLong();
}

void PlaytestLab::setCardImpact(bool on)
{
    m_cardImpact->setChecked(on);
}

SimulationSpec PlaytestLab::spec() const
{
    SimulationSpec spec;
    spec.ruleset = m_editedRules;
    spec.players = players();
    for (const QString &bot : bots())
        spec.bots.push_back(bot.toStdString());
    spec.games = games();
    spec.seed = seed();
    return spec;
}

// What a sweep can vary at this player count: the whole-number parameters,
// this count's entry of each per-player map (the others do not change these
// games), and each named card's count in the deck, for every suit and for
// one. The player range is left out: the lab sets the player count itself.
void PlaytestLab::fillSweepParameters()
{
    const QString previous = m_sweepParameter->currentData().toString();
    const QSignalBlocker block(m_sweepParameter);
    m_sweepParameter->clear();
    m_sweepChoices.clear();
    if (m_edited && m_editedRules) {
        const Game *game = Registry::instance().game(m_edited->game);
        const Variant &v = *m_edited;
        for (const ParamSpec &p : game->schema().params) {
            const QString path = str(p.path);
            if (path.startsWith(u"players."_s))
                continue;
            if (p.type == ParamType::Int) {
                m_sweepChoices.append({path, p.min, p.max, v.integer(p.path)});
            } else if (p.type == ParamType::IntByPlayers) {
                const auto &map = v.byPlayers(p.path);
                const auto it = map.find(players());
                m_sweepChoices.append(
                    {path + u'.' + QString::number(players()), p.min, p.max, it == map.end() ? p.min : it->second});
            } else if (p.type == ParamType::Deck) {
                const Deck &deck = v.deck(p.path);
                for (const auto &name : p.deck.names) {
                    const int rank = deck.findRank(name);
                    const auto countIn = [&](int suit) { return rank < 0 ? 0 : deck.count(suit, rank); };
                    if (!p.deck.suited) {
                        m_sweepChoices.append({path + u'.' + str(name), 0, p.deck.maxCount, countIn(0)});
                        continue;
                    }
                    m_sweepChoices.append({path + u'.' + str(name) + u"_per_"_s + str(p.deck.suitWord), 0,
                        p.deck.maxCount, deck.suits.empty() ? 0 : countIn(0)});
                    for (std::size_t suit = 0; suit < deck.suits.size(); ++suit)
                        m_sweepChoices.append({path + u'.' + str(deck.suits[suit]) + u'.' + str(name), 0,
                            p.deck.maxCount, countIn(int(suit))});
                }
            }
        }
    }
    for (const SweepChoice &c : std::as_const(m_sweepChoices))
        m_sweepParameter->addItem(tr("%1 (now %2)").arg(c.parameter).arg(c.current), c.parameter);
    // The same choice again; for a per-player entry, this count's.
    int index = m_sweepParameter->findData(previous);
    if (index < 0 && previous.contains(u'.'))
        index = m_sweepParameter->findData(QString(previous.section(u'.', 0, -2) + u'.' + QString::number(players())));
    m_sweepParameter->setCurrentIndex(std::max(0, index));
    updateSweepRange();
}

QStringList PlaytestLab::sweepParameters() const
{
    QStringList names;
    for (const SweepChoice &c : m_sweepChoices)
        names << c.parameter;
    return names;
}

void PlaytestLab::updateSweepRange()
{
    const int index = m_sweepParameter->currentIndex();
    if (index < 0 || index >= m_sweepChoices.size())
        return;
    const SweepChoice &c = m_sweepChoices[index];
    const int low = int(std::max<qint64>(c.min, -1'000'000)), high = int(std::min<qint64>(c.max, 1'000'000));
    const QSignalBlocker blockFrom(m_sweepFrom), blockTo(m_sweepTo);
    m_sweepFrom->setRange(low, high);
    m_sweepTo->setRange(low, high);
    // Two steps either side of today's value: enough to see a trend.
    m_sweepFrom->setValue(int(std::max<qint64>(low, c.current - 2)));
    m_sweepTo->setValue(int(std::min<qint64>(high, c.current + 2)));
}

void PlaytestLab::fillSweepViews()
{
    const QString previous = m_sweepView->currentData().toString();
    const QSignalBlocker block(m_sweepView);
    m_sweepView->clear();
    m_sweepView->addItem(tr("Win rate per seat"), u"view:win-rates"_s);
    m_sweepView->addItem(tr("Gap between the seats"), u"view:gap"_s);
    m_sweepView->addItem(tr("Mean score per seat"), u"view:scores"_s);
    m_sweepView->addItem(tr("Game length"), u"view:length"_s);
    std::set<std::string> figures;
    if (m_sweep)
        for (const auto &p : m_sweep->points)
            for (const auto &entry : p.report.figures)
                figures.insert(entry.first);
    for (const auto &id : figures)
        m_sweepView->addItem(texts().figureLabel(str(id)), str(id));
    m_sweepView->setCurrentIndex(std::max(0, m_sweepView->findData(previous)));
}

void PlaytestLab::updateButtons()
{
    const bool running = m_runner->isRunning();
    const bool ready = hasVariants() && m_edited->game == m_base->game && !running;
    m_run->setEnabled(ready);
    m_runSweep->setEnabled(ready && !m_sweepChoices.isEmpty());
    m_cancel->setEnabled(running);
    for (QWidget *w : std::initializer_list<QWidget *> {
             m_players, m_games, m_seed, m_cardImpact, m_sweepParameter, m_sweepFrom, m_sweepTo})
        w->setEnabled(!running);
    for (QComboBox *combo : std::as_const(m_seatBots))
        combo->setEnabled(!running);
    const bool sweepPage = m_tabs->currentIndex() == 3;
    const bool results = sweepPage ? m_sweep.has_value() : m_comparison.has_value();
    const bool charts = m_tabs->currentIndex() == 0 ? m_comparison.has_value() : (sweepPage && m_sweep.has_value());
    for (QAction *action : std::as_const(m_exportResults))
        action->setEnabled(results);
    for (QAction *action : std::as_const(m_exportCharts))
        action->setEnabled(charts);
    m_export->setEnabled(results || charts);
}

// ---- Runs -------------------------------------------------------------------------------

bool PlaytestLab::isRunning() const
{
    return m_runner->isRunning();
}

void PlaytestLab::cancel()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    setStatus([] { return tr("Cancelling…"); });
}

bool PlaytestLab::startRun(const SimulationSpec &spec, QString *error)
{
    if (m_runner->isRunning()) {
        *error = tr("A run is going: wait for it or cancel it.");
        return false;
    }
    if (!hasVariants()) {
        *error = tr("No rules to playtest yet.");
        return false;
    }
    if (m_edited->game != m_base->game) {
        *error = tr("The edited rules and the base rules are of different games.");
        return false;
    }
    if (spec.bots.size() != std::size_t(spec.players) || spec.games <= 0) {
        *error = tr("Choose the players, a bot for every seat and the number of games.");
        return false;
    }
    bool seedOk = false;
    m_seed->text().toULongLong(&seedOk);
    if (!seedOk) {
        *error = tr("The seed must be a whole number.");
        return false;
    }
    return true;
}

bool PlaytestLab::runComparison()
{
    SimulationSpec house = spec();
    house.cardImpact = m_cardImpact->isChecked() && m_editedRules && m_editedRules->cardCount() > 0;
    QString error;
    if (!startRun(house, &error)) {
        setStatus([error] { return error; });
        return false;
    }
    m_running = Running::Comparison;
    m_runSpec = house;
    m_dropResult = false;
    const auto base = m_baseRules;
    m_runner->start(
        [house, base](const RunOptions &options) {
            LabResult result;
            auto report = compare(house, base, options);
            if (report)
                result.comparison = std::move(*report);
            else
                result.errors = report.errors();
            return result;
        },
        m_threads);
    m_progress->setRange(0, house.games);
    m_progress->setValue(0);
    m_speed->clear();
    const int games = house.games;
    setStatus([games] { return tr("Playing %L1 games under both rules…").arg(games); });
    updateButtons();
    Q_EMIT runStarted();
    return true;
}

bool PlaytestLab::runSweep(const QString &parameter, qint64 from, qint64 to)
{
    SimulationSpec simulation = spec();
    QString error;
    if (!startRun(simulation, &error)) {
        setStatus([error] { return error; });
        return false;
    }
    if (from > to || to - from >= kMaxSweepValues) {
        setStatus(
            [] { return tr("A sweep takes from 1 to %1 values, from the lower to the higher.").arg(kMaxSweepValues); });
        return false;
    }
    // A sweep's values are house rules that extend the swept variant's file
    // (the engine loads each one as a person would write it). The edited
    // rules may not be saved, or may have changed since: write them as a
    // house rule over the base's file into a folder of our own.
    const Game *game = Registry::instance().game(m_edited->game);
    std::error_code ec;
    if (m_base->file.empty() || !std::filesystem::is_regular_file(m_base->file, ec)) {
        setStatus([] { return tr("The base rules must come from a file for a sweep."); });
        return false;
    }
    auto folder = std::make_shared<QTemporaryDir>();
    if (!folder->isValid()) {
        const QString reason = folder->errorString();
        setStatus([reason] { return tr("Could not make a temporary folder for the sweep: %1").arg(reason); });
        return false;
    }
    Variant base = *m_base;
    base.id = std::filesystem::absolute(base.file, ec).string(); // "extends:" the file itself
    Variant edited = *m_edited;
    if (edited.title.empty())
        edited.title["en"] = "Edited rules";
    const std::string file = QDir(folder->path()).filePath(u"edited.yaml"_s).toStdString();
    {
        std::ofstream out(file);
        out << writeHouseRule(edited, base, game->schema());
        if (!out) {
            setStatus([] { return tr("Could not write the edited rules for the sweep."); });
            return false;
        }
    }

    // The controls show what runs (also when a host or a test asked for it).
    if (const int index = m_sweepParameter->findData(parameter); index >= 0) {
        m_sweepParameter->setCurrentIndex(index);
        m_sweepFrom->setValue(int(from));
        m_sweepTo->setValue(int(to));
    }
    m_running = Running::Sweep;
    m_runSpec = simulation;
    m_runParameter = parameter;
    m_dropResult = false;
    std::vector<std::int64_t> values;
    for (qint64 v = from; v <= to; ++v)
        values.push_back(v);
    const std::string name = parameter.toStdString();
    m_runner->start(
        [folder, file, game, simulation, name, values](const RunOptions &options) {
            LabResult result;
            const VariantLoader loader = Registry::instance().loader();
            auto variant = loader.loadFile(file);
            if (!variant) {
                result.errors = variant.errors();
                return result;
            }
            SweepSpec spec;
            spec.simulation = simulation;
            spec.base = &*variant;
            spec.game = game;
            spec.loader = &loader;
            spec.parameter = name;
            spec.values = values;
            auto report = houserules::sweep(spec, options);
            if (report)
                result.sweep = std::move(*report);
            else
                result.errors = report.errors();
            return result;
        },
        m_threads);
    m_progress->setRange(0, int(std::min<qint64>(INT_MAX, qint64(simulation.games) * qint64(values.size()))));
    m_progress->setValue(0);
    m_speed->clear();
    setStatus([parameter, from, to] { return tr("Sweeping %1 from %2 to %3…").arg(parameter).arg(from).arg(to); });
    updateButtons();
    Q_EMIT runStarted();
    return true;
}

void PlaytestLab::onProgress(qint64 done, qint64 total, double gamesPerSecond, double secondsLeft)
{
    m_progress->setMaximum(int(std::min<qint64>(INT_MAX, std::max<qint64>(1, total))));
    m_progress->setValue(int(std::min<qint64>(INT_MAX, done)));
    const QString rate = tr("%L1 games/s").arg(qint64(std::round(gamesPerSecond)));
    m_speed->setText(secondsLeft < 0 || done >= total ? rate : tr("%1, %2 left").arg(rate, duration(secondsLeft)));
    Q_EMIT progressed(done, total);
}

void PlaytestLab::onFinished()
{
    const Running kind = m_running;
    m_running = Running::None;
    const LabResult &result = m_runner->result();
    if (m_dropResult) {
        m_dropResult = false;
        updateButtons();
        return;
    }
    if (!result.errors.empty()) {
        const QString errors = diagnosticsText(result.errors);
        setStatus([errors] { return tr("The games could not start: %1").arg(errors); });
        updateButtons();
        Q_EMIT runFinished(false);
        return;
    }
    const bool cancelled = result.cancelled();
    const double seconds = result.seconds;
    if (kind == Running::Comparison && result.comparison) {
        m_comparison = result.comparison;
        m_comparisonSpec = m_runSpec;
        const int done = m_comparison->games, asked = m_runSpec.games;
        setStatus([=] {
            const QString time = QLocale().toString(seconds, 'f', 1);
            return cancelled ? tr("Cancelled after %L1 of %L2 games (%3 s): the results cover those games.")
                                   .arg(done)
                                   .arg(asked)
                                   .arg(time)
                             : tr("%L1 games under both rules in %2 s.").arg(done).arg(time);
        });
        showComparison();
        showNumbers();
        showCards();
        if (m_tabs->currentIndex() == 3)
            m_tabs->setCurrentIndex(0);
    } else if (kind == Running::Sweep && result.sweep) {
        m_sweep = result.sweep;
        m_sweepSpec = m_runSpec;
        const int values = int(m_sweep->points.size());
        const QString parameter = m_runParameter;
        setStatus([=] {
            const QString time = QLocale().toString(seconds, 'f', 1);
            return cancelled ? tr("Sweep cancelled after %1 s: the values not reached have no games.").arg(time)
                             : tr("Sweep of %1 over %n value(s) in %2 s.", nullptr, values).arg(parameter, time);
        });
        fillSweepViews();
        showSweep();
        m_tabs->setCurrentIndex(3);
    }
    updateButtons();
    Q_EMIT resultsChanged();
    Q_EMIT runFinished(cancelled);
}

void PlaytestLab::setStatus(std::function<QString()> text)
{
    m_status = std::move(text);
    m_statusLabel->setText(status());
}

QString PlaytestLab::status() const
{
    return m_status ? m_status() : QString();
}

// ---- Showing results --------------------------------------------------------------------

void PlaytestLab::clearResults()
{
    m_comparison.reset();
    m_sweep.reset();
    m_notable.clear();
    showComparison();
    showNumbers();
    showCards();
    fillSweepViews();
    showSweep();
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_speed->clear();
}

void PlaytestLab::showComparison()
{
    if (!m_comparison) {
        LabCharts::placeholder(m_winRateView->chart(), tr("Win rate per seat"));
        LabCharts::placeholder(m_figureView->chart(), tr("The game's own figures (all seats)"));
        LabCharts::placeholder(m_scoreView->chart(), tr("Score distribution (all seats)"));
        LabCharts::placeholder(m_lengthView->chart(), tr("Game length"));
        m_notable.clear();
        m_notableLabel->setText(tr("Run the games to compare the edited rules with the base rules."));
        return;
    }
    LabCharts::winRates(m_winRateView->chart(), *m_comparison);
    LabCharts::figures(m_figureView->chart(), *m_comparison, texts());
    LabCharts::scores(m_scoreView->chart(), *m_comparison);
    LabCharts::lengths(m_lengthView->chart(), *m_comparison);
    m_notable = LabText::notableDifferences(*m_comparison, texts());
    QString text;
    if (m_notable.isEmpty())
        text = tr("None: every difference lies within its 95% interval of zero, so these games cannot tell the "
                  "rules apart. More games narrow the intervals.");
    else
        for (const QString &line : std::as_const(m_notable))
            text += u"• "_s + line + u'\n';
    m_notableLabel->setText(text.trimmed());
}

void PlaytestLab::showNumbers()
{
    m_numbers->clear();
    m_numbers->setHorizontalHeaderLabels(
        {tr("Measure"), tr("Seats"), tr("Base rules"), tr("Edited rules"), tr("Difference")});
    m_numbers->horizontalHeaderItem(4)->setToolTip(
        tr("Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the "
           "interval excludes zero"));
    if (!m_comparison)
        return;
    const ComparisonReport &r = *m_comparison;
    const auto row = [&](const QString &measure, const QString &seats, const Estimate &base, const Estimate &edited,
                         const Estimate *difference, int decimals) {
        QList<QStandardItem *> items {item(measure), item(seats),
            item(LabText::value(base, decimals), LabText::interval(base, decimals)),
            item(LabText::value(edited, decimals), LabText::interval(edited, decimals))};
        if (difference) {
            const bool points = difference->share;
            items << item(points ? tr("%1 points").arg(LabText::pointsDifference(*difference))
                                 : LabText::numberDifference(*difference, decimals),
                LabText::interval(difference->low * (points ? 100 : 1), difference->high * (points ? 100 : 1), false,
                    points ? 1 : decimals),
                difference->excludesZero());
        }
        for (int column = 2; column < items.size(); ++column)
            items[column]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_numbers->appendRow(items);
    };
    const int players = int(r.seats.size());
    for (int seat = 0; seat < players; ++seat) {
        const auto &b = r.base.seats[std::size_t(seat)];
        const auto &e = r.house.seats[std::size_t(seat)];
        row(tr("Win rate"), LabText::seat(seat), {b.winRate, b.winRateLow, b.winRateHigh, r.games, true},
            {e.winRate, e.winRateLow, e.winRateHigh, r.games, true}, &r.seats[std::size_t(seat)].winRate, 2);
    }
    for (const auto &[id, edited] : r.house.figures) {
        const auto base = r.base.figures.find(id);
        if (base == r.base.figures.end())
            continue;
        const QString label = texts().figureLabel(str(id));
        const auto difference = r.figures.find(id);
        row(label, tr("All"), base->second, edited, difference == r.figures.end() ? nullptr : &difference->second, 3);
        if (texts().sameForEverySeat(str(id)))
            continue;
        for (int seat = 0; seat < players; ++seat) {
            const auto &bs = r.base.seats[std::size_t(seat)].figures;
            const auto &es = r.house.seats[std::size_t(seat)].figures;
            const auto &ds = r.seats[std::size_t(seat)].figures;
            if (bs.count(id) && es.count(id))
                row(label, LabText::seat(seat), bs.at(id), es.at(id), ds.count(id) ? &ds.at(id) : nullptr, 3);
        }
    }
    for (int seat = 0; seat < players; ++seat)
        row(tr("Mean score"), LabText::seat(seat), r.base.seats[std::size_t(seat)].score,
            r.house.seats[std::size_t(seat)].score, &r.seats[std::size_t(seat)].score, 2);
    row(tr("Decisions per game"), tr("All"), r.base.length, r.house.length, &r.length, 1);
    row(tr("Games without a winner"), tr("All"), shareEstimate(r.base.gamesWithoutWinner, r.base.games),
        shareEstimate(r.house.gamesWithoutWinner, r.house.games), nullptr, 2);
}

void PlaytestLab::showCards()
{
    const bool edited = m_cardRules->currentData().toInt() == 1;
    const SimulationReport *report = m_comparison ? (edited ? &m_comparison->house : &m_comparison->base) : nullptr;
    m_cardModel->setCards(report ? report->cards : std::vector<CardImpact> {}, m_texts);
    QString note;
    if (!m_comparison)
        note = tr("Tick “Card impact” and run the games to see, per card kind, how often the players who held it "
                  "or played it won.");
    else if (report->cards.empty())
        note = tr("These games were played without card impact: tick “Card impact” and run them again.");
    else
        note = tr("Per card kind: the win rate of the players who had it in their starting hand, and of those who "
                  "played it, against all others (like “win rate when drawn”). A difference whose interval excludes "
                  "zero is bold. Seats are pooled, so give every seat the same bot.");
    if (m_comparison && !report->cards.empty()) {
        for (const auto &seat : report->seats)
            if (str(seat.bot) != str(report->seats.front().bot)) {
                note += u' ' + tr("These games had different bots in different seats: the pooled win rates mix them.");
                break;
            }
    }
    m_cardNote->setText(note);
}

void PlaytestLab::showSweep()
{
    QChart *chart = m_sweepChartView->chart();
    if (!m_sweep) {
        LabCharts::placeholder(chart, tr("Sweep"));
        m_sweepSummary->setText(tr("Choose a parameter and a range, then run the sweep."));
        return;
    }
    const QString view = m_sweepView->currentData().toString();
    LabCharts::SweepView kind = LabCharts::SweepView::Figure;
    if (view == u"view:win-rates"_s)
        kind = LabCharts::SweepView::WinRates;
    else if (view == u"view:gap"_s)
        kind = LabCharts::SweepView::Gap;
    else if (view == u"view:scores"_s)
        kind = LabCharts::SweepView::Scores;
    else if (view == u"view:length"_s)
        kind = LabCharts::SweepView::Length;
    LabCharts::sweep(chart, *m_sweep, kind, view.toStdString(), texts());

    const QString parameter = str(m_sweep->parameter);
    QStringList lines;
    if (m_sweep->mostBalanced >= 0) {
        const SweepPoint &p = m_sweep->points[std::size_t(m_sweep->mostBalanced)];
        const int decimals = 100 * p.gap.halfWidth() < 0.1 ? 2 : 1;
        lines << tr("Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval "
                    "%6 to %7).")
                     .arg(parameter)
                     .arg(p.value)
                     .arg(p.mostWins + 1)
                     .arg(p.fewestWins + 1)
                     .arg(QLocale().toString(100 * p.gap.value, 'f', decimals),
                         QLocale().toString(100 * p.gap.low, 'f', decimals),
                         QLocale().toString(100 * p.gap.high, 'f', decimals));
        lines << tr("The two seats are picked from the same games, which makes a gap a little larger than it "
                    "really is: compare the values with each other rather than a gap with zero.");
    }
    for (const SweepPoint &p : m_sweep->points) {
        if (!p.errors.empty())
            lines << tr("%1 = %2 was not played: %3").arg(parameter).arg(p.value).arg(diagnosticsText(p.errors));
        else if (!p.played())
            lines << tr("%1 = %2 was not played: the sweep was cancelled first.").arg(parameter).arg(p.value);
    }
    m_sweepSummary->setText(lines.join(u'\n'));
}

// ---- Exports --------------------------------------------------------------------------------

QChart *PlaytestLab::chart(Charts which) const
{
    switch (which) {
    case Charts::WinRates:
    case Charts::Comparison:
        return m_winRateView->chart();
    case Charts::Scores:
        return m_scoreView->chart();
    case Charts::Lengths:
        return m_lengthView->chart();
    case Charts::Figures:
        return m_figureView->chart();
    case Charts::Sweep:
        return m_sweepChartView->chart();
    }
    return nullptr;
}

bool PlaytestLab::exportCharts(Charts which, const QString &fileName, QString *error) const
{
    QWidget *widget = nullptr;
    switch (which) {
    case Charts::Comparison:
        widget = m_chartGrid;
        break;
    case Charts::WinRates:
        widget = m_winRateView;
        break;
    case Charts::Scores:
        widget = m_scoreView;
        break;
    case Charts::Lengths:
        widget = m_lengthView;
        break;
    case Charts::Figures:
        widget = m_figureView;
        break;
    case Charts::Sweep:
        widget = m_sweepChartView;
        break;
    }
    return LabExport::saveImage(widget, fileName, error);
}

bool PlaytestLab::exportResults(Results which, const QString &fileName, QString *error) const
{
    const bool sweep = which == Results::Sweep;
    if ((sweep && !m_sweep) || (!sweep && !m_comparison)) {
        if (error)
            *error = tr("There are no results to export yet.");
        return false;
    }
    const SimulationSpec &spec = sweep ? m_sweepSpec : m_comparisonSpec;
    RunResult result;
    RunHeader &h = result.header;
    h.mode = sweep ? u"sweep"_s : u"compare"_s;
    const auto nameOf = [](const Variant &v) { return str(v.id.empty() ? v.file : v.id); };
    h.variant = nameOf(*m_edited);
    if (!sweep)
        h.compareWith = nameOf(*m_base);
    h.parameter = sweep ? str(m_sweep->parameter) : QString();
    h.players = spec.players;
    for (const auto &bot : spec.bots)
        h.bots << str(bot);
    h.games = spec.games;
    h.seed = spec.seed;
    h.cardImpact = spec.cardImpact;
    h.from = 0;
    h.to = spec.games;
    if (sweep) {
        result.tally = m_sweep->tally;
        result.cancelled = m_sweep->cancelled;
    } else {
        result.tally = m_comparison->tally;
        result.cancelled = m_comparison->cancelled;
    }
    return LabExport::saveResults(result, fileName, error);
}

void PlaytestLab::exportFromMenu(bool charts, const QString &suffix)
{
    const bool sweep = m_tabs->currentIndex() == 3;
    static const QMap<QString, const char *> filters {
        {u"json"_s, QT_TR_NOOP("JSON files (*.json)")},
        {u"csv"_s, QT_TR_NOOP("CSV files (*.csv)")},
        {u"png"_s, QT_TR_NOOP("PNG images (*.png)")},
        {u"svg"_s, QT_TR_NOOP("SVG drawings (*.svg)")},
    };
    const QString base = (sweep ? u"playtest-sweep"_s : u"playtest-comparison"_s) + (charts ? u"-charts"_s : QString());
    const QString fileName = QFileDialog::getSaveFileName(this, charts ? tr("Export charts") : tr("Export results"),
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation)).filePath(base + u'.' + suffix),
        tr(filters.value(suffix)));
    if (fileName.isEmpty())
        return;
    QString error;
    const bool ok = charts ? exportCharts(sweep ? Charts::Sweep : Charts::Comparison, fileName, &error)
                           : exportResults(sweep ? Results::Sweep : Results::Comparison, fileName, &error);
    if (ok)
        setStatus([fileName] { return tr("Saved %1.").arg(QDir::toNativeSeparators(fileName)); });
    else
        setStatus([error] { return error; });
}
