#include "hstable.h"

#include "hsnames.h"

#include "art/svgart.h"
#include "games/carditem.h"
#include "games/choreography.h"
#include "games/gametables.h"
#include "session/gameview.h"

#include "halunkenspelunken/game.h"
#include "halunkenspelunken/state.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;

HsTable::HsTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
    : TableView(view, port, narrator, new HsScene(rulesOf(view.ruleset()), view.playerNames()), parent),
      m_rules(rulesOf(view.ruleset())), m_scene(static_cast<HsScene *>(tableScene()))
{
    setObjectName(u"hsTable"_s);
    redraw();
}

HsTable::~HsTable() = default;

void HsTable::redraw()
{
    const auto &o = static_cast<const HsObservation &>(view().observation());
    HsScene::Extras extras;
    extras.legal = legal();
    if (m_selected && std::find(extras.legal.begin(), extras.legal.end(), *m_selected) == extras.legal.end())
        m_selected.reset();
    extras.selected = m_selected;
    extras.auctionNotes = auctionNotes(o);
    m_scene->setObservation(o, std::move(extras));
}

QStringList HsTable::auctionNotes(const HsObservation &o) const
{
    // This round's offers and passes, as everyone saw them.
    QStringList notes;
    for (int seat = 0; seat < view().playerCount(); ++seat)
        notes << QString();
    const bool auction = o.phase == Phase::Offer;
    for (int index = view().shown() - 1; index >= 0; --index) {
        const auto events = view().eventsOf(index);
        for (auto seen = events.rbegin(); seen != events.rend(); ++seen) {
            const Event &e = *seen;
            const auto type = EventType(e.type);
            if (type == EventType::RoundStarted)
                return notes;
            if (e.player < 0 || e.player >= notes.size() || !notes[e.player].isEmpty())
                continue;
            if (type == EventType::Hired)
                notes[e.player] = tr("hired Black Jack");
            else if (auction && type == EventType::Offered)
                notes[e.player] = tr("offers %1").arg(hsnames::villain(m_rules, e.card));
            else if (auction && type == EventType::Passed)
                notes[e.player] = tr("passes");
        }
    }
    return notes;
}

QString HsTable::reason(const Illegal &illegal, const Decision &d) const
{
    const auto &o = m_scene->observation();
    if (illegal.code == Illegal::Code::GameOver || illegal.code == Illegal::Code::NotYourTurn)
        return TableView::reason(illegal, d);
    const bool villainChoice = d.kind == DecisionKind::ChooseCard;
    switch (o.phase) {
    case Phase::PlaceCaptain:
    case Phase::PlaceBlackJack:
        if (illegal.code == Illegal::Code::TargetNotAllowed)
            return tr("Field %1 is taken: choose a free field.").arg(d.value + 1);
        return tr("Click a free field.");
    case Phase::Offer: {
        if (!villainChoice)
            return tr("Offer one of your villains, or pass.");
        const auto &mine = o.villains[std::size_t(o.seat)];
        if (std::find(mine.begin(), mine.end(), d.card) == mine.end())
            return tr("Offer one of your own villains.");
        return tr("Offer a villain worth more than the best offer, %1.").arg(hsnames::villain(m_rules, o.bestOffer));
    }
    case Phase::ChooseMove:
        if (villainChoice)
            return tr("You have played that movement card already.");
        return tr("Choose one of your movement cards.");
    case Phase::ChooseBlackJackMove:
        if (villainChoice)
            return tr("Black Jack has played that movement card already.");
        return tr("Choose one of Black Jack's movement cards.");
    case Phase::NameRum:
        if (d.kind == DecisionKind::ChooseNumber)
            return tr("A card of this round shows %1: name a number no card shows.").arg(d.value);
        if (o.rumFigure == o.players)
            return tr("Name the number Black Jack's rum moves him.");
        return tr("Name the number your rum moves.");
    case Phase::LandOnBlackJack: // both are always offered, also when one takes nothing
        return tr("Take a villain from the harbour or rob %1.").arg(view().playerName(o.hirer));
    case Phase::Rob:
        switch (o.robbery) {
        case Robbery::Captain:
        case Robbery::Hired:
            return tr("Take one of %1's villains.").arg(view().playerName(o.victim));
        case Robbery::Harbour:
            return tr("Take one of the villains in the harbour.");
        case Robbery::Give:
            return tr("Give one of your own villains to the harbour.");
        }
        break;
    case Phase::Over:
        return tr("The game is over.");
    }
    return tr("That move is not allowed.");
}

bool HsTable::decideAs(Decision decision)
{
    const auto choices = legal();
    // Copies of a villain (a house rule's deck) are one choice: the one the
    // engine names.
    if (m_scene->choosesVillains() && decision.kind == DecisionKind::ChooseCard && decision.card >= 0
        && decision.card < m_rules.villainCount()
        && std::find(choices.begin(), choices.end(), decision) == choices.end()) {
        const std::string name = m_rules.villainName(decision.card);
        for (const Decision &d : choices)
            if (d.kind == DecisionKind::ChooseCard && d.card >= 0 && d.card < m_rules.villainCount()
                && m_rules.villainName(d.card) == name)
                decision = d;
    }
    return decide(decision);
}

bool HsTable::choose(const Decision &decision)
{
    return decideAs(decision);
}

void HsTable::showHint(const Decision &decision, double winShare)
{
    select(decision);
    TableView::showHint(decision, winShare);
}

void HsTable::select(const Decision &decision)
{
    m_selected = decision;
    redraw();
}

void HsTable::cycle(int by)
{
    const auto choices = legal();
    if (choices.empty())
        return;
    const auto at = m_selected ? std::find(choices.begin(), choices.end(), *m_selected) : choices.end();
    const int n = int(choices.size());
    const int i = at == choices.end() ? (by > 0 ? 0 : n - 1) : (int(at - choices.begin()) + by + n) % n;
    select(choices[std::size_t(i)]);
}

// --- Animations ----------------------------------------------------------------

QList<QPointF> HsTable::walk(int from, int to, bool blackJack) const
{
    QList<QPointF> path;
    const int n = std::max(1, m_scene->observation().fields);
    for (int field = from;; field = (field + 1) % n) {
        path << m_scene->figureTopLeft(field, blackJack);
        if (field == to || path.size() > n)
            break;
    }
    return path;
}

QString HsTable::roundSummary(int round, int last) const
{
    // Villains won and lost in the round, from the public events.
    std::vector<int> gained(std::size_t(view().playerCount()), 0);
    int current = 0;
    for (int index = 0; index <= last; ++index)
        for (const Event &e : view().eventsOf(index)) {
            const auto type = EventType(e.type);
            if (type == EventType::RoundStarted)
                current = e.value;
            if (current != round)
                continue;
            switch (type) {
            case EventType::DenCardTaken:
            case EventType::TookFromHarbour:
                ++gained[std::size_t(e.player)];
                break;
            case EventType::Robbed:
                ++gained[std::size_t(e.player)];
                --gained[std::size_t(e.target)];
                break;
            case EventType::GaveToHarbour:
            case EventType::Hired:
                --gained[std::size_t(e.player)];
                break;
            default:
                break;
            }
        }
    QStringList parts;
    for (int seat = 0; seat < int(gained.size()); ++seat) {
        const int g = gained[std::size_t(seat)];
        parts << tr("%1 %2").arg(view().playerName(seat),
            g > 0       ? u"+"_s + QString::number(g)
                : g < 0 ? u"−"_s + QString::number(-g)
                        : u"±0"_s);
    }
    return tr("Round %1 is over. Villains won: %2.").arg(round).arg(parts.join(u", "_s));
}

QString HsTable::notice(int index) const
{
    for (const Event &e : view().eventsOf(index)) {
        if (EventType(e.type) == EventType::RoundStarted && e.value > 1)
            return roundSummary(e.value - 1, index);
        if (EventType(e.type) == EventType::GameOver)
            return roundSummary(m_rules.rounds, index);
    }
    return {};
}

TableView::Step HsTable::revealStep(std::vector<std::pair<int, int>> reveals, std::vector<int> cancelled)
{
    return [this, reveals, cancelled](Choreography &choreography, int pace) {
        for (const auto &[seat, number] : reveals) {
            CardItem *card = m_scene->findCard(u"round-card"_s, seat);
            if (!card) { // chosen by the decision that revealed it
                const QRectF rect = m_scene->roundCardRect(seat);
                card = new CardItem(m_scene->cardArt(), QString(), rect.size());
                card->setPos(rect.topLeft());
                card->setData(0, u"round-card"_s);
                card->setData(1, seat);
                card->setZValue(10);
                m_scene->addItem(card);
            }
            card->setElementId(hsnames::moveElement(number));
            card->setCardId(number);
        }
        for (const int seat : cancelled)
            if (CardItem *card = m_scene->findCard(u"round-card"_s, seat))
                card->setOpacity(0.45);
        choreography.pause(pace);
    };
}

TableView::Step HsTable::figureStep(int seat, QList<QPointF> path)
{
    return [this, seat, path](Choreography &choreography, int pace) {
        CardItem *item = seat >= 0 ? m_scene->findCard(u"captain"_s, seat) : nullptr;
        if (seat < 0)
            for (QGraphicsItem *candidate : m_scene->items())
                if (candidate->data(0).toString() == u"blackjack"_s)
                    item = dynamic_cast<CardItem *>(candidate);
        if (!item) {
            item = new CardItem(m_scene->pieceArt(), seat >= 0 ? hsnames::captainElement(seat) : u"blackjack"_s,
                m_scene->figureSize(seat < 0));
            item->setData(0, seat >= 0 ? u"captain"_s : u"blackjack"_s);
            item->setData(1, seat);
            m_scene->addItem(item);
        }
        item->setZValue(90);
        choreography.fly(item, path, pace, path.size() > 2 ? QEasingCurve::Linear : QEasingCurve::InOutCubic);
    };
}

TableView::Step HsTable::villainStep(int card, QString from, QList<QPointF> path)
{
    return [this, card, from, path](Choreography &choreography, int pace) {
        if (CardItem *source = m_scene->findCard(from, card))
            source->hide();
        auto *item = new CardItem(m_scene->cardArt(), m_scene->villainElement(card), m_scene->denCardSize());
        item->setData(0, u"flying"_s);
        item->setZValue(95);
        m_scene->addItem(item);
        choreography.fly(item, path, pace, QEasingCurve::InOutCubic);
    };
}

TableView::Step HsTable::villainFlight(const Event &e)
{
    // A villain robbed, taken from or given to the harbour, or paid to hire Black Jack.
    const auto type = EventType(e.type);
    const QPointF half(m_scene->denCardSize().width() / 2, m_scene->denCardSize().height() / 2);
    const bool toHarbour = type == EventType::GaveToHarbour || type == EventType::Hired;
    const QPointF start = type == EventType::TookFromHarbour ? m_scene->harbourCentre()
        : type == EventType::Robbed                          ? m_scene->villainsCentre(e.target)
                                                             : m_scene->villainsCentre(e.player);
    return villainStep(e.card, type == EventType::TookFromHarbour ? u"harbour-villain"_s : u"villain"_s,
        {start - half, (toHarbour ? m_scene->harbourCentre() : m_scene->villainsCentre(e.player)) - half});
}

void HsTable::stage(int index, std::vector<Step> &steps)
{
    // The movement cards of a round turn together.
    std::vector<std::pair<int, int>> reveals; // seat (players: Black Jack), number (kRum for rum)
    std::vector<int> cancelled;
    auto flushReveal = [&] {
        if (reveals.empty() && cancelled.empty())
            return;
        steps.push_back(revealStep(reveals, cancelled));
        reveals.clear();
        cancelled.clear();
    };
    // In the game for two Black Jack's card is a movement card that turns
    // on his ship, as the captains' do on their panels (figure `players`).
    const bool jackCardTurns = m_rules.blackJack == BlackJackMode::TwoPlayer;
    const QPointF half(m_scene->denCardSize().width() / 2, m_scene->denCardSize().height() / 2);
    for (const Event &e : view().eventsOf(index)) {
        const auto type = EventType(e.type);
        const bool jackCard = jackCardTurns && type == EventType::BlackJackCard;
        if (type != EventType::MoveRevealed && type != EventType::Cancelled && type != EventType::RumNamed && !jackCard)
            flushReveal();
        switch (type) {
        case EventType::CaptainPlaced:
            steps.push_back(figureStep(e.player,
                {m_scene->captainIconCentre(e.player)
                        - QPointF(m_scene->figureSize(false).width() / 2, m_scene->figureSize(false).height() / 2),
                    m_scene->figureTopLeft(e.target, false)}));
            break;
        case EventType::BlackJackPlaced:
            steps.push_back(figureStep(-1, {m_scene->harbourCentre(), m_scene->figureTopLeft(e.target, true)}));
            break;
        case EventType::Moved:
        case EventType::Pushed:
            steps.push_back(figureStep(e.player, walk(e.value, e.target, false)));
            break;
        case EventType::BlackJackMoved:
        case EventType::BlackJackWalkedOn:
            steps.push_back(figureStep(-1, walk(e.value, e.target, true)));
            break;
        case EventType::DenCardTaken:
            steps.push_back(villainStep(
                e.card, u"den-top"_s, {m_scene->denCardTopLeft(e.target), m_scene->villainsCentre(e.player) - half}));
            break;
        case EventType::Robbed:
        case EventType::TookFromHarbour:
        case EventType::GaveToHarbour:
        case EventType::Hired:
            steps.push_back(villainFlight(e));
            break;
        case EventType::MoveRevealed:
            reveals.emplace_back(e.player, e.value);
            break;
        case EventType::BlackJackCard:
            if (jackCard)
                reveals.emplace_back(view().playerCount(), e.value);
            break;
        case EventType::Cancelled:
            cancelled.push_back(e.player);
            break;
        default:
            break;
        }
    }
    flushReveal();
}

// --- Input ----------------------------------------------------------------------

void HsTable::pressed(QPointF p)
{
    const auto decision = m_scene->decisionAt(p);
    if (!decision)
        return;
    // A secret movement card (one's own, Black Jack's) cannot be taken back:
    // the first click picks it, the second plays it.
    if (m_scene->playsOnSecondClick() && decision->kind == DecisionKind::ChooseCard
        && !(m_selected && *m_selected == *decision) && canDecide()) {
        select(*decision);
        return;
    }
    decideAs(*decision);
}

void HsTable::keyPressed(QKeyEvent *event)
{
    const Phase phase = m_scene->observation().phase;
    const bool cards = phase == Phase::ChooseMove || phase == Phase::ChooseBlackJackMove;
    const bool jack = phase == Phase::ChooseBlackJackMove;
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && (cards || phase == Phase::NameRum)) {
        const int number = key - Qt::Key_0;
        const Decision d = cards ? HsState::move(number) : HsState::rumNumber(number);
        const auto choices = legal();
        if (std::find(choices.begin(), choices.end(), d) != choices.end())
            select(d);
        else if (!choices.empty())
            refuse(jack     ? tr("Black Jack has no movement card %1 left.").arg(number)
                    : cards ? tr("You have no movement card %1 left.").arg(number)
                            : tr("A card of this round shows %1: name a number no card shows.").arg(number));
        return;
    }
    switch (key) {
    case Qt::Key_R:
        if (legal().empty())
            return;
        if (cards) {
            const auto choices = legal();
            if (std::find(choices.begin(), choices.end(), HsState::move(kRum)) != choices.end())
                select(HsState::move(kRum));
            else
                refuse(jack ? tr("Black Jack has played his rum card already.")
                            : tr("You have played your rum card already."));
        } else if (phase == Phase::LandOnBlackJack) {
            decideAs(HsState::harbourOrRob(false));
        }
        return;
    case Qt::Key_H:
        if (phase == Phase::LandOnBlackJack && canDecide())
            decideAs(HsState::harbourOrRob(true));
        return;
    case Qt::Key_P:
        if (canDecide()) {
            if (phase == Phase::Offer)
                decideAs(HsState::pass());
            else
                refuse(tr("There is nothing to pass now."));
        }
        return;
    case Qt::Key_Left:
    case Qt::Key_Up:
        cycle(-1);
        return;
    case Qt::Key_Right:
    case Qt::Key_Down:
        cycle(1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (!canDecide())
            return; // not this screen's turn: the status says whose it is
        if (m_selected)
            decideAs(*m_selected);
        else
            refuse(tr("Choose with Left and Right, then press Enter."));
        return;
    case Qt::Key_Escape:
        m_selected.reset();
        redraw();
        return;
    default:
        break;
    }
    TableView::keyPressed(event);
}

TableView *houserules::halunkenspelunken::makeTable(
    GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
{
    return new HsTable(view, port, narrator, parent);
}
