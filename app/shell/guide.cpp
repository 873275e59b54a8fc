#include "guide.h"

#include "preferences/settings.h"

#include "games/gameui.h"
#include "games/inputgate.h"
#include "games/rulescontrols.h"
#include "games/tableview.h"
#include "games/wording.h"
#include "session/gamesession.h"
#include "session/gameview.h"

#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

Guide::Guide(GameSession *session, const GameUi &ui, TableView *table, QWidget *parent)
    : QFrame(parent), m_session(session), m_ui(ui), m_table(table), m_title(new QLabel(this)), m_text(new QLabel(this)),
      m_leave(new QPushButton(this))
{
    setObjectName(u"guide"_s);
    setFrameShape(QFrame::StyledPanel);
    // As tall as its lines, no taller (see fitText).
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    // A note pinned beside the table: light paper, dark ink, in any theme.
    setStyleSheet(u"#guide { background: #fff6d5; border: 2px solid #d9a400; border-radius: 6px; }"
                  "#guide QLabel { color: #2b2100; }"_s);
    m_title->setObjectName(u"guideTitle"_s);
    m_text->setObjectName(u"guideText"_s);
    m_leave->setObjectName(u"guideLeave"_s);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_title->setWordWrap(true); // "Halunken & Spelunken" in a narrow panel
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    // Arrows and Enter belong to the table: the button has a key of its own.
    m_leave->setFocusPolicy(Qt::NoFocus);
    m_leave->setToolTip(RulesControls::shortcut(RulesControls::closeGuideKey()));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addWidget(m_leave, 0, Qt::AlignRight);

    connect(m_leave, &QPushButton::clicked, this, [this] {
        settings::setGuideDone(m_session->gameId());
        m_finished = true;
        m_table->setHintNotices(true);
        Q_EMIT left();
    });
    // The guide's own words replace the hint's notice on the table.
    m_table->setHintNotices(false);
    GameView &view = session->view();
    connect(&view, &GameView::shownChanged, this, &Guide::follow);
    connect(&view, &GameView::viewerChanged, this, &Guide::follow);
    connect(table->inputGate(), &InputGate::opened, this, &Guide::follow);
    connect(table, &TableView::settled, this, &Guide::follow);
    connect(session, &GameSession::hintReady, this, [this](const houserules::Decision &decision, double) {
        if (!m_finished)
            explain(decision);
    });
    connect(session, &GameSession::decisionApplied, this, [this] {
        if (m_askedAt >= 0 && m_askedAt == m_session->decisionCount() - 1)
            ++m_personDecisions;
    });
    retranslate();
}

// The panel beside the table is laid out by size hints, which know nothing
// of the width a wrapped text gets: each label is as tall as its lines.
void Guide::fitText()
{
    // The width the layout gives its lines (the labels' own may be stale,
    // and an invalidated layout has no geometry).
    const QMargins margins = layout()->contentsMargins();
    const int width = contentsRect().width() - margins.left() - margins.right();
    for (QLabel *label : {m_title, m_text}) {
        const int fixed = label->minimumHeight();
        label->setMinimumHeight(0); // a label's height for a width is never below its minimum
        const int height = label->heightForWidth(width);
        label->setFixedHeight(height > 0 ? height : fixed);
    }
}

void Guide::say(const QString &text)
{
    m_text->setText(text);
    fitText();
}

void Guide::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    fitText();
}

Guide::~Guide()
{
    // Seen once, however it ended (the round over, left, the window closed).
    settings::setGuideDone(m_session->gameId());
}

QString Guide::text() const
{
    return m_text->text();
}

void Guide::follow()
{
    if (m_finished)
        return;
    const GameView &view = m_session->view();
    if (view.isOver() || (m_session->roundsCompleted() >= 1 && m_personDecisions >= kGuidedDecisions)) {
        if (view.isSettled())
            finish();
        return;
    }
    if (!view.isSettled() || !m_table->isSettled())
        return;
    const int seat = view.currentPlayer();
    if (seat == view.viewer() && view.isHuman(seat)) {
        if (m_askedAt == view.decisionCount())
            return; // asked already: the answer comes, or came
        if (!m_table->inputGate()->isOpen())
            return; // "let go of the keys" first, as the turn line says
        m_askedAt = view.decisionCount();
        say(tr("Your turn. The guide is looking at your position…"));
        m_session->requestHint();
        return;
    }
    if (view.decisionCount() == 0 || m_personDecisions == 0) {
        const QString welcome = m_ui.guideWelcome(view.observation(), view);
        say(welcome.isEmpty() ? tr("This is your first round of %1. The guide marks what to do next "
                                   "and says why; what you play is always up to you.")
                                    .arg(m_ui.title())
                              : welcome);
        return;
    }
    const QString name = view.playerName(seat);
    say((wording::beginsWithVowel(name) ? tr("%1 is playing. Watch the table: the game log on the right "
                                             "says each move in words.",
             "the name begins with a vowel")
                                        : tr("%1 is playing. Watch the table: the game log on the right "
                                             "says each move in words."))
            .arg(name));
}

void Guide::explain(const houserules::Decision &decision)
{
    const GameView &view = m_session->view();
    const QString why = m_ui.whyThis(view.observation(), decision, view);
    const QString what = m_ui.yourTurn(view.observation(), view);
    // What the marked choice plainly costs, said before it is played as the
    // table says it of a choice of one's own.
    const QString cost = m_ui.costOf(view.observation(), decision, view);
    say(what + u"\n\n"_s
        + (why.isEmpty() ? tr("The marked choice did best in the computer's trial games from your position.") : why)
        + (cost.isEmpty() ? QString() : u' ' + cost) + u"\n\n"_s
        + tr("Press Enter to play the marked choice, or click it; or play something else, if you like."));
}

void Guide::finish()
{
    m_finished = true;
    m_table->setHintNotices(true);
    settings::setGuideDone(m_session->gameId());
    retranslate();
}

void Guide::retranslate()
{
    m_title->setText(tr("Guided first round: %1").arg(m_ui.title()));
    fitText();
    if (m_finished) {
        say(tr("That was your first round. You know the table now: play on to the end of the game, "
               "or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) "
               "is always there."));
        m_leave->setText(tr("Close the guide"));
    } else {
        m_leave->setText(tr("Leave the guide"));
        m_askedAt = -1; // said again in the new language
        follow();
    }
    m_leave->setShortcut(RulesControls::closeGuideKey()); // after its text, which sets its mnemonic
}

void Guide::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}
