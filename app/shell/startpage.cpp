#include "startpage.h"

#include "coverart.h"
#include "session/autosave.h"

#include "games/gameui.h"
#include "models/paramtext.h"

#include "core/records/record.h"

#include <QApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStyle>
#include <QThread>
#include <QThreadPool>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentMap>

#include <algorithm>
#include <tuple>

using namespace Qt::Literals::StringLiterals;

namespace {

// A reason from the engine ("file:3:1: expected …") has no full stop: one
// before the sentence that follows it.
QString asSentence(QString text)
{
    text = text.trimmed();
    if (!text.isEmpty() && !u".!?"_s.contains(text.back()))
        text += u'.';
    return text;
}

// A game's card: a rounded panel, framed in the highlight colour while it is
// the current game. Painted, not styled: a style sheet on each card was a
// sixth of the start-up time.
class GameCard final : public QWidget {
protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const bool current = property("current").toBool();
        const qreal pen = current ? 2 : 1;
        painter.setPen(QPen(palette().color(current ? QPalette::Highlight : QPalette::Mid), pen));
        painter.setBrush(palette().color(QPalette::Base));
        painter.drawRoundedRect(QRectF(rect()).adjusted(pen / 2, pen / 2, -pen / 2, -pen / 2), 10, 10);
    }
};

constexpr int kCoverWidth = 320;       // logical pixels; the art is drawn at 8:5
constexpr int kContentWidth = 980;     // the page's column on wide windows
constexpr int kMaxVisibleVariants = 6; // more scroll inside their list

} // namespace

QList<VariantChoice> variantChoices(const QString &gameId)
{
    const QString userDir = userVariantDir();
    const auto loader = userVariantLoader();
    const QString prefix = gameId + u'/';
    const QString standard = gameId + u"/standard"_s;
    const GameUi *ui = gameUi(gameId);

    QList<VariantChoice> choices;
    for (const std::string &stdId : loader.availableIds()) {
        const QString id = QString::fromStdString(stdId);
        if (!id.startsWith(prefix))
            continue;
        VariantChoice choice;
        choice.id = id;
        // The user's folder is searched first, so a file there is what loads.
        choice.own = QFileInfo::exists(userDir + u'/' + id + u".yaml"_s);
        const auto variant = loader.load(stdId);
        if (variant.ok() && QString::fromStdString(variant->game) == gameId) {
            choice.title = variantTitle(*variant);
            choice.description = variantDescription(*variant);
        } else {
            choice.ok = false;
            choice.title = id.mid(prefix.size());
            if (!variant.ok())
                choice.description = variant.errors().empty()
                    ? QString()
                    : ParamText::located(ui ? ui->variantTexts() : nullptr, variant.errors().front());
            else
                choice.description = StartPage::tr("This file holds rules for another game (%1).")
                                         .arg(QString::fromStdString(variant->game));
        }
        if (choice.title.isEmpty())
            choice.title = id.mid(prefix.size());
        choices.append(choice);
    }
    std::stable_sort(choices.begin(), choices.end(), [&standard](const VariantChoice &a, const VariantChoice &b) {
        const auto key = [&standard](const VariantChoice &c) { return std::tuple(c.own, c.id != standard); };
        if (key(a) != key(b))
            return key(a) < key(b);
        return QString::localeAwareCompare(a.title, b.title) < 0;
    });
    return choices;
}

StartPage::StartPage(QWidget *parent)
    : QWidget(parent), m_heading(new QLabel(this)), m_intro(new QLabel(this)), m_notice(new QLabel(this)),
      m_continue(new QPushButton(this)), m_lastGameRow(new QWidget(this)), m_lastGame(new QLabel(m_lastGameRow)),
      m_replayLast(new QPushButton(m_lastGameRow)), m_saveLast(new QPushButton(m_lastGameRow)), m_games(new QVBoxLayout)
{
    setUpHeading();
    setUpContinue();
    setUpLastGameRow();
    layOutPage();
    followFocus();
    retranslate();
}

void StartPage::setUpHeading()
{
    m_heading->setObjectName(u"startHeading"_s);
    QFont headingFont = m_heading->font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.8);
    headingFont.setBold(true);
    m_heading->setFont(headingFont);
    m_heading->setWordWrap(true);
    m_intro->setWordWrap(true);
    // A warning strip, as message boxes colour theirs: seen, not in the way.
    m_notice->setObjectName(u"setAsideNotice"_s);
    m_notice->setWordWrap(true);
    m_notice->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notice->setStyleSheet(u"QLabel { background: #fff3cd; color: #5c4400; border: 1px solid #e0c060;"
                            " border-radius: 6px; padding: 10px; }"_s);
    m_notice->hide();
}

void StartPage::setUpContinue()
{
    m_continue->setObjectName(u"continueButton"_s);
    // The project's own icons: the style's would look up an icon theme first,
    // a tenth of the start-up time.
    m_continue->setIcon(QIcon(u":/icons/replay-play.svg"_s));
    m_continue->setMinimumHeight(m_continue->sizeHint().height() * 3 / 2);
    connect(m_continue, &QPushButton::clicked, this, &StartPage::continueRequested);
}

void StartPage::setUpLastGameRow()
{
    // The last game played to its end: replayed or saved until the next begins.
    m_lastGameRow->setObjectName(u"lastGameRow"_s);
    m_lastGame->setWordWrap(true);
    m_replayLast->setObjectName(u"replayLastButton"_s);
    m_saveLast->setObjectName(u"saveLastButton"_s);
    connect(m_replayLast, &QPushButton::clicked, this, &StartPage::replayLastGameRequested);
    connect(m_saveLast, &QPushButton::clicked, this, &StartPage::saveLastGameRequested);
    auto *lastGameLayout = new QHBoxLayout(m_lastGameRow);
    lastGameLayout->setContentsMargins(0, 0, 0, 0);
    lastGameLayout->addWidget(m_lastGame, 1);
    lastGameLayout->addWidget(m_replayLast);
    lastGameLayout->addWidget(m_saveLast);
}

void StartPage::layOutPage()
{
    auto *headingText = new QVBoxLayout;
    headingText->setSpacing(6);
    headingText->addWidget(m_heading);
    headingText->addWidget(m_intro);
    auto *header = new QHBoxLayout;
    header->setSpacing(24);
    header->addLayout(headingText, 1);
    header->addWidget(m_continue, 0, Qt::AlignBottom);

    m_games->setSpacing(18);

    // A centred column of at most kContentWidth inside a scroll area, so more
    // games fit on small windows and lines stay readable on wide ones.
    auto *column = new QWidget;
    column->setMaximumWidth(kContentWidth);
    auto *columnLayout = new QVBoxLayout(column);
    columnLayout->setContentsMargins(24, 24, 24, 24);
    columnLayout->setSpacing(24);
    columnLayout->addWidget(m_notice);
    columnLayout->addLayout(header);
    columnLayout->addWidget(m_lastGameRow);
    columnLayout->addLayout(m_games);
    columnLayout->addStretch(1);

    auto *content = new QWidget;
    auto *contentLayout = new QHBoxLayout(content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addWidget(column);

    auto *scroll = new QScrollArea(this);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidgetResizable(true);
    scroll->setWidget(content);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
}

void StartPage::followFocus()
{
    // A game's card becomes the current one when anything on it takes the
    // focus: a click on it, a variant chosen, a button, Tab.
    if (const GameUi *first = gameUis().value(0))
        m_currentGame = first->gameId();
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        for (QWidget *widget = now; widget && widget != this; widget = widget->parentWidget())
            if (widget->objectName() == u"gameCard"_s) {
                setCurrentGame(widget->property("gameId").toString());
                return;
            }
    });
}

void StartPage::setCurrentGame(const QString &gameId)
{
    m_currentGame = gameId;
    // Its card framed, so that what F1 will show is plain to see.
    for (QWidget *card : findChildren<QWidget *>(u"gameCard"_s)) {
        card->setProperty("current", card->property("gameId").toString() == gameId);
        card->update();
    }
}

void StartPage::report(const setaside::Report &report)
{
    m_reports.append(report);
    retranslate();
}

namespace {

// Which game `file` holds and who played it; empty when it holds none.
StartPage::Resume readResume(const QString &file)
{
    StartPage::Resume resume;
    if (QFile::exists(file))
        if (const auto record = houserules::readRecord(file.toStdString())) {
            resume.game = QString::fromStdString(record->game);
            resume.variant = QString::fromStdString(record->variant);
            for (const std::string &name : record->players)
                resume.players << QString::fromStdString(name);
        }
    return resume;
}

} // namespace

void StartPage::refresh()
{
    // What Continue resumes, as the autosave has it; the last finished game.
    m_resume = readResume(autosave::fileName());
    m_continue->setVisible(autosave::exists());
    m_last = readResume(autosave::lastGameFileName());
    m_lastGameRow->setVisible(gameUi(m_last.game) != nullptr);
    if (isVisible()) {
        rebuildGames();
    } else {
        m_gamesStale = true;
        readMaterial();
    }
    updateContinue();
}

namespace {

// The title of the rules a kept game was played by, in the current language
// (a variant listed for its game, else its file's name).
QString rulesTitle(const StartPage::Resume &kept)
{
    for (const VariantChoice &choice : variantChoices(kept.game))
        if (choice.id == kept.variant)
            return choice.title;
    return QFileInfo(kept.variant).completeBaseName();
}

} // namespace

void StartPage::updateContinue()
{
    // Each kept game by its name and its rules' (two games of one name may
    // be played by different rules), and who plays.
    if (const GameUi *last = gameUi(m_last.game))
        m_lastGame->setText(tr("The last game, played to the end: %1, %2 (%3).")
                                .arg(last->title(), rulesTitle(m_last), m_last.players.join(u", "_s)));
    m_replayLast->setText(tr("Replay it"));
    m_replayLast->setToolTip(tr("Every move again, with every player's cards"));
    m_saveLast->setText(tr("Save it…"));

    // Which game Continue resumes: its name and who plays; its rules in the tooltip.
    const GameUi *resumed = gameUi(m_resume.game);
    // '&' marks a shortcut in a button's text: "Halunken & Spelunken" doubles it.
    const auto plain = [](QString text) { return text.replace(u'&', u"&&"_s); };
    const QString rules = resumed ? rulesTitle(m_resume) : QString();
    m_continue->setText(resumed ? tr("Continue: %1, %2 (%3)")
                                      .arg(plain(resumed->title()), plain(rules), plain(m_resume.players.join(u", "_s)))
                                : tr("Continue the last game"));
    m_continue->setToolTip(resumed ? tr("Rules: %1").arg(rules) : QString());
}

void StartPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void StartPage::showEvent(QShowEvent *event)
{
    if (m_gamesStale)
        rebuildGames();
    QWidget::showEvent(event);
}

void StartPage::retranslate()
{
    m_heading->setText(tr("What shall we play?"));
    m_intro->setText(tr("Play against the computer or with friends at this screen. Pick the rules — as the box "
                        "has them, a house rule, or your own — and start a new game."));
    QStringList notices;
    for (const setaside::Report &report : std::as_const(m_reports)) {
        const QString kept = report.file.isEmpty()
            ? tr("The file could not be kept.")
            : tr("The file was kept as %1.").arg(QDir::toNativeSeparators(report.file));
        const QString leftOut = report.dropped > 0
            ? u' ' + tr("%n decision(s) after them could not be read whole and were left out.", "", report.dropped)
            : QString();
        if (report.kind == setaside::Report::Kind::Autosave && report.recovered >= 0)
            notices << tr("The last game was cut short; %n decision(s) could be recovered, and Continue goes on "
                          "from there.",
                           "", report.recovered)
                    + leftOut + u' ' + kept;
        else if (report.kind == setaside::Report::Kind::Autosave)
            notices << tr("The last game could not be continued: %1").arg(asSentence(report.why)) + u' ' + kept;
        else if (report.kind == setaside::Report::Kind::Notebook) {
            QString notice
                = tr("The notebook of the lab's runs could not be read (%1); a new one was started.").arg(report.why)
                + u' ' + kept;
            if (!report.file.isEmpty())
                notice += u' '
                    + tr("To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out "
                         "runs.json")
                          .arg(QDir::toNativeSeparators(report.file));
            notices << notice;
        } else
            notices << tr("The settings could not be read and start afresh.") + u' ' + kept;
    }
    m_notice->setText(notices.join(u"\n"_s));
    m_notice->setVisible(!notices.isEmpty());
    // Titles, credits and variant names are all in the language: build anew.
    refresh();
}

void StartPage::readMaterial()
{
    // Each game's cover and variants are read side by side, off the GUI
    // thread (an image, not a pixmap): they are most of the start-up time.
    // Read as soon as the page knows it will need them, they are ready by
    // the time the window is built; a read still running is let finish, so
    // no two overlap (nor one a change of language after it).
    m_material.waitForFinished();
    const qreal ratio = m_materialRatio = devicePixelRatioF();
    // One core stays with the GUI thread, which builds the window meanwhile.
    static QThreadPool *readers = [] {
        auto *pool = new QThreadPool(qApp);
        pool->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        return pool;
    }();
    m_material = QtConcurrent::mapped(readers, gameUis(), [ratio](const GameUi *ui) {
        return CardMaterial {
            ui, coverArt(ui->coverArt(), ui->title(), kCoverWidth, ratio), variantChoices(ui->gameId())};
    });
}

void StartPage::dropMaterial()
{
    m_material.cancel();
    m_material = {};
}

void StartPage::rebuildGames()
{
    m_gamesStale = false;
    // deleteLater: refresh() may run from a slot of a button on an old card.
    while (QLayoutItem *item = m_games->takeAt(0)) {
        if (QWidget *widget = item->widget()) {
            widget->hide();
            widget->deleteLater();
        }
        delete item;
    }
    if (!m_material.isValid() || m_materialRatio != devicePixelRatioF())
        readMaterial();
    const QList<CardMaterial> material = m_material.results();
    m_material = {};
    for (const CardMaterial &game : material)
        m_games->addWidget(createGameCard(game));
}

QWidget *StartPage::createGameCard(const CardMaterial &material)
{
    const GameUi &ui = *material.ui;
    const QString gameId = ui.gameId();

    auto *card = new GameCard;
    card->setObjectName(u"gameCard"_s);
    card->setProperty("gameId", gameId);
    card->setProperty("current", gameId == m_currentGame);
    card->setFocusPolicy(Qt::ClickFocus); // a click anywhere on it makes it the current game

    // Made in the order they are read: the focus chain follows it (the
    // buttons' order is set in layOutCard()).
    CardParts parts;
    parts.cover = createCover(card, material);
    createCardTitles(card, ui, parts);
    QListWidgetItem *selected = nullptr;
    parts.variants = createVariantList(card, material, &selected);
    parts.variantsLabel->setBuddy(parts.variants);
    parts.description = createVariantDescription(card);
    createCardButtons(card, ui, parts);
    parts.newGame->setEnabled(selected != nullptr);
    parts.edit->setEnabled(selected != nullptr);
    connectCard(gameId, parts);
    parts.variants->setCurrentItem(selected);
    parts.description->setText(selected ? selected->toolTip() : QString());
    layOutCard(card, parts);
    return card;
}

QLabel *StartPage::createCover(QWidget *card, const CardMaterial &material)
{
    auto *cover = new QLabel(card);
    cover->setObjectName(u"coverArt"_s);
    cover->setPixmap(QPixmap::fromImage(material.cover));
    cover->setAlignment(Qt::AlignTop | Qt::AlignHCenter);
    // What a screen reader says of the cards: four covers, four lists and
    // four rows of buttons alike, each named with its game. The card is
    // built anew on a change of language, and these names with it.
    cover->setAccessibleName(tr("Cover of %1").arg(material.ui->title()));
    return cover;
}

void StartPage::createCardTitles(QWidget *card, const GameUi &ui, CardParts &parts)
{
    parts.title = new QLabel(ui.title(), card);
    parts.title->setObjectName(u"gameTitle"_s);
    QFont titleFont = parts.title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    parts.title->setFont(titleFont);

    parts.credits = new QLabel(ui.credits(), card);
    parts.credits->setObjectName(u"gameCredits"_s);
    parts.credits->setWordWrap(true);

    parts.variantsLabel = new QLabel(tr("Rules to play with:"), card);
}

QListWidget *StartPage::createVariantList(QWidget *card, const CardMaterial &material, QListWidgetItem **selected)
{
    const QString gameId = material.ui->gameId();
    auto *variants = new QListWidget(card);
    variants->setObjectName(u"variantList"_s);
    variants->setProperty("gameId", gameId);
    variants->setAccessibleName(tr("Rules to play %1 with").arg(material.ui->title()));

    const QString remembered = m_selected.value(gameId);
    for (const VariantChoice &choice : material.choices) {
        QString text = choice.title;
        if (!choice.ok)
            text = tr("%1 (cannot be loaded)").arg(choice.title);
        else if (choice.own)
            text = tr("%1 (your own)").arg(choice.title);
        auto *item = new QListWidgetItem(text, variants);
        item->setData(Qt::UserRole, choice.id);
        item->setToolTip(choice.description);
        if (!choice.ok) {
            item->setFlags(item->flags() & ~(Qt::ItemIsEnabled | Qt::ItemIsSelectable));
            continue;
        }
        if (!*selected || choice.id == remembered)
            *selected = item;
    }
    // Rows with some air, and the list exactly as tall as its rows (up to a few).
    const int rowHeight = variants->fontMetrics().height() + 10;
    for (int row = 0; row < variants->count(); ++row)
        variants->item(row)->setSizeHint(QSize(0, rowHeight));
    const int rows = std::clamp(variants->count(), 1, kMaxVisibleVariants);
    variants->setFixedHeight(rows * rowHeight + 2 * variants->frameWidth());
    variants->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return variants;
}

QLabel *StartPage::createVariantDescription(QWidget *card)
{
    // The chosen variant's description, so nobody has to hover to learn it.
    auto *description = new QLabel(card);
    description->setObjectName(u"variantDescription"_s);
    description->setWordWrap(true);
    QPalette muted = description->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    description->setPalette(muted);
    return description;
}

void StartPage::createCardButtons(QWidget *card, const GameUi &ui, CardParts &parts)
{
    parts.newGame = new QPushButton(tr("New game…"), card);
    parts.newGame->setObjectName(u"newGameButton"_s);
    parts.newGame->setAccessibleName(tr("New game of %1").arg(ui.title()));
    parts.newGame->setMinimumHeight(parts.newGame->sizeHint().height() * 3 / 2);
    parts.newGame->setMinimumWidth(parts.newGame->sizeHint().width() + 32);

    // The rules editor: the chosen variant, or a new house rule from the standard rules.
    parts.edit = new QPushButton(tr("Edit…"), card);
    parts.edit->setObjectName(u"editButton"_s);
    parts.edit->setToolTip(tr("Open these rules in the rules editor"));
    parts.edit->setAccessibleName(tr("Edit the rules of %1").arg(ui.title()));
    // The rules of the chosen variant, before playing: pictures, a turn, the controls.
    parts.howToPlay = new QPushButton(tr("How to play"), card);
    parts.howToPlay->setObjectName(u"howToPlayButton"_s);
    parts.howToPlay->setIcon(QIcon(u":/icons/help.svg"_s));
    parts.howToPlay->setToolTip(tr("The rules chosen above, with pictures of the cards, a turn step by step and the "
                                   "controls"));
    parts.howToPlay->setMinimumHeight(parts.newGame->minimumHeight());
    parts.howToPlay->setAccessibleName(tr("How to play %1").arg(ui.title()));
    parts.newRule = new QPushButton(tr("New house rule…"), card);
    parts.newRule->setObjectName(u"newHouseRuleButton"_s);
    parts.newRule->setToolTip(tr("Make your own rules, starting from the standard rules"));
    parts.newRule->setAccessibleName(tr("New house rule for %1").arg(ui.title()));
}

void StartPage::connectCard(const QString &gameId, const CardParts &parts)
{
    QListWidget *variants = parts.variants;
    connect(parts.howToPlay, &QPushButton::clicked, this, [this, gameId, variants] {
        const QListWidgetItem *item = variants->currentItem();
        Q_EMIT rulesRequested(
            gameId, item && (item->flags() & Qt::ItemIsEnabled) ? item->data(Qt::UserRole).toString() : QString());
    });
    connect(parts.edit, &QPushButton::clicked, this, [this, variants] {
        if (const QListWidgetItem *item = variants->currentItem(); item && (item->flags() & Qt::ItemIsEnabled))
            Q_EMIT editRequested(item->data(Qt::UserRole).toString());
    });
    connect(parts.newRule, &QPushButton::clicked, this, [this, gameId] { Q_EMIT newHouseRuleRequested(gameId); });

    const auto request = [this, variants] {
        if (const QListWidgetItem *item = variants->currentItem(); item && (item->flags() & Qt::ItemIsEnabled))
            Q_EMIT newGameRequested(item->data(Qt::UserRole).toString());
    };
    connect(parts.newGame, &QPushButton::clicked, this, request);
    connect(variants, &QListWidget::itemActivated, this, request);
    connect(variants, &QListWidget::currentItemChanged, this,
        [this, gameId, newGame = parts.newGame, edit = parts.edit, description = parts.description](
            QListWidgetItem *current) {
            newGame->setEnabled(current != nullptr);
            edit->setEnabled(current != nullptr);
            description->setText(current ? current->toolTip() : QString());
            if (current)
                m_selected.insert(gameId, current->data(Qt::UserRole).toString());
        });
}

void StartPage::layOutCard(QWidget *card, const CardParts &parts)
{
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(parts.newRule);
    buttons->addWidget(parts.edit);
    buttons->addStretch(1);
    buttons->addWidget(parts.howToPlay);
    buttons->addWidget(parts.newGame);
    // Tab as the card reads: the rules, then the buttons left to right.
    QWidget::setTabOrder(parts.variants, parts.newRule);
    QWidget::setTabOrder(parts.newRule, parts.edit);
    QWidget::setTabOrder(parts.edit, parts.howToPlay);
    QWidget::setTabOrder(parts.howToPlay, parts.newGame);

    auto *text = new QVBoxLayout;
    text->setSpacing(8);
    text->addWidget(parts.title);
    text->addWidget(parts.credits);
    text->addSpacing(6);
    text->addWidget(parts.variantsLabel);
    text->addWidget(parts.variants);
    text->addWidget(parts.description);
    text->addStretch(1);
    text->addLayout(buttons);

    auto *layout = new QHBoxLayout(card);
    layout->setContentsMargins(16, 16, 16, 16);
    layout->setSpacing(20);
    layout->addWidget(parts.cover, 0, Qt::AlignTop);
    layout->addLayout(text, 1);
}
