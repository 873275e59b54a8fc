// HsScene's players' panels (villains by colour, score, movement cards,
// this round's card) and the band below the ring where the viewer chooses.

#include "hssceneparts.h"

#include "hsnames.h"
#include "hstips.h"

#include "art/svgart.h"
#include "art/tablecolours.h"
#include "games/carditem.h"
#include "games/tooltips.h"

#include "core/game/secretchoices.h"
#include "halunkenspelunken/scoring.h"
#include "halunkenspelunken/state.h"

#include <QBrush>
#include <QCursor>
#include <QFont>
#include <QGraphicsEllipseItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <cmath>
#include <numbers>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::halunkenspelunken;
using namespace hsscene;

void HsScene::addPanel(int seat)
{
    const QRectF panel = m_layout->panels[seat];
    const bool turn = seat == m_obs.currentPlayer;
    auto *background = addRect(panel, turn ? QPen(tablecolours::turn, 3) : QPen(Qt::NoPen), tablecolours::panel);
    background->setZValue(-1);
    background->setData(0, u"panel"_s);
    background->setData(1, seat);
    addRect(QRectF(panel.left(), panel.top(), 6, panel.height()), Qt::NoPen, hsnames::captainTint(seat))->setZValue(0);

    const Score score = halunkenspelunken::score(m_rules, m_obs.villains[std::size_t(seat)]);
    const qreal below = addPanelHeader(seat, panel, score);
    addRoundCard(seat, panel, below);
    const QRectF villains = addPanelVillains(seat, panel, below, score);
    addMovesLeft(seat, panel, villains);
}

qreal HsScene::addPanelHeader(int seat, const QRectF &panel, const Score &score)
{
    // The header: captain, name, score.
    Layout &L = *m_layout;
    const qreal t = text();
    const bool turn = seat == m_obs.currentPlayer;
    const qreal header = std::clamp(panel.height() * 0.2, t * 1.4, t * 2.2);
    const QPointF icon(panel.left() + 12 + header / 2, panel.top() + 3 + header / 2);
    L.captainIcons << icon;
    auto *captain = addPiece(hsnames::captainElement(seat), QSizeF(header, header), icon, u"captain-icon"_s);
    captain->setToolTip(tr("%1's captain (%2)").arg(m_names.value(seat), hsnames::captainColour(seat)));
    // The captain's mark again, big enough to read at the header's size.
    addPiece(hsnames::markElement(seat), QSizeF(header * 0.5, header * 0.5), icon + QPointF(header, header) * 0.27,
        u"mark"_s)
        ->setZValue(captain->zValue() + 0.5);
    const QString name = seat == viewer() ? tr("%1 (you)").arg(m_names.value(seat)) : m_names.value(seat);
    auto *nameLabel = addLabel(name, {}, t, turn, panel.width() * 0.36);
    nameLabel->setPos(icon.x() + header / 2 + 6, icon.y() - nameLabel->boundingRect().height() / 2);
    auto *points = addLabel(tr("%n point(s)", nullptr, score.total), {}, t, true, panel.width() * 0.25);
    points->setPos(panel.right() - 10 - points->boundingRect().width(), icon.y() - points->boundingRect().height() / 2);
    points->setData(0, u"score"_s);
    points->setData(1, seat);
    // This round's offer or pass: between the name and the score where it
    // fits on one line, else on a line of its own under the name.
    const QString note = m_extras.auctionNotes.value(seat);
    qreal below = panel.top() + header + 8; // where the panel's cards begin
    if (note.isEmpty())
        return below;
    const qreal noteLeft = nameLabel->pos().x() + nameLabel->boundingRect().width() + 12;
    const qreal room = points->pos().x() - noteLeft - 8;
    auto *noteLabel = addLabel(note, {}, t * 0.8, false, std::max(20.0, room));
    noteLabel->setBrush(tablecolours::turn);
    noteLabel->setData(0, u"auction-note"_s);
    if (!noteLabel->text().contains(u'\n') && noteLabel->font().pixelSize() >= int(t * 0.7)) {
        noteLabel->setPos(noteLeft, icon.y() - noteLabel->boundingRect().height() / 2);
    } else {
        delete noteLabel;
        noteLabel = addLabel(note, {}, t * 0.8, false, panel.right() - 10 - nameLabel->pos().x());
        noteLabel->setBrush(tablecolours::turn);
        noteLabel->setData(0, u"auction-note"_s);
        noteLabel->setPos(nameLabel->pos().x(), panel.top() + header + 2);
        below = noteLabel->sceneBoundingRect().bottom() + 4;
    }
    return below;
}

void HsScene::addRoundCard(int seat, const QRectF &panel, qreal below)
{
    // This round's movement card, on the right.
    const qreal t = text();
    const QRectF roundArea(
        panel.right() - panel.width() * 0.2, below, panel.width() * 0.2 - 8, panel.bottom() - 4 - below);
    const QSizeF roundCard = cardOfHeight(std::min(roundArea.height() - t * 1.4, roundArea.width() / kCardRatio));
    const QPointF roundTopLeft(roundArea.center().x() - roundCard.width() / 2, roundArea.top());
    const int chosen = m_obs.chosen[std::size_t(seat)];
    m_layout->roundCards << QRectF(roundTopLeft, roundCard);
    QString roundNote;
    if (chosen == SecretChoices::kHidden || chosen >= 0) {
        const bool face = chosen >= 0;
        auto *card = new CardItem(cards(), face ? hsnames::moveElement(chosen) : u"back-move"_s, roundCard);
        card->setPos(roundTopLeft);
        card->setData(0, u"round-card"_s);
        card->setData(1, seat);
        card->setCardId(face ? chosen : -1);
        card->setZValue(10);
        addItem(card);
        roundNote = describeRoundCard(card, seat);
    } else if (m_obs.phase == Phase::ChooseMove) {
        auto *slot = addRect(QRectF(roundTopLeft, roundCard), QPen(tablecolours::text, 1, Qt::DashLine), Qt::NoBrush);
        slot->setZValue(5);
        roundNote = seat == m_obs.currentPlayer ? tr("choosing…") : QString();
    }
    if (!roundNote.isEmpty())
        addLabel(roundNote, {roundArea.center().x(), roundTopLeft.y() + roundCard.height() + t * 0.7}, t * 0.8, false,
            roundArea.width() + 8)
            ->setData(0, u"round-note"_s);
}

QString HsScene::describeRoundCard(CardItem *card, int seat)
{
    const int chosen = m_obs.chosen[std::size_t(seat)];
    if (chosen < 0) {
        card->setToolTip(tr("A movement card, chosen in secret"));
        return tr("chosen");
    }
    if (!m_obs.revealed) {
        card->setToolTip(hstips::move(chosen) + u'\n' + tr("Your card: the others see its back until the reveal"));
        return tr("your secret");
    }
    if (m_obs.cancelled[std::size_t(seat)]) {
        card->setToolTip(hstips::move(chosen));
        card->setOpacity(0.45);
        return tr("cancelled");
    }
    if (chosen == kRum) {
        card->setToolTip(hstips::move(chosen));
        return m_obs.rumNumber >= 0 ? tr("rum: %1").arg(m_obs.rumNumber) : tr("rum");
    }
    return {};
}

bool HsScene::villainsAreChoices(int seat) const
{
    // Whose villains are the choices now: one's own to offer or give, the
    // victim's to take.
    if (m_obs.phase == Phase::Offer)
        return seat == m_obs.currentPlayer;
    if (m_obs.phase == Phase::Rob && m_obs.robbery != Robbery::Harbour)
        return m_obs.robbery == Robbery::Give ? seat == m_obs.currentPlayer : seat == m_obs.victim;
    return false;
}

QRectF HsScene::addPanelVillains(int seat, const QRectF &panel, qreal below, const Score &score)
{
    // The villains, grouped by colour (low to high), with their sums; the
    // colour that counts double marked.
    Layout &L = *m_layout;
    const qreal t = text();
    const QRectF villains(panel.left() + 14, below, panel.width() * 0.78 - 14, (panel.bottom() - 4 - below) * 0.64);
    L.villainAreas << villains;
    std::vector<std::int16_t> held = m_obs.villains[std::size_t(seat)];
    std::stable_sort(held.begin(), held.end(), [this](std::int16_t x, std::int16_t y) {
        const Villain &a = m_rules.villains[std::size_t(x)], &b = m_rules.villains[std::size_t(y)];
        return a.colour != b.colour ? a.colour < b.colour : a.value > b.value;
    });
    const int count = int(held.size());
    int groups = 0;
    for (int c = 0; c < int(score.count.size()); ++c)
        groups += score.count[std::size_t(c)] > 0;
    // As large as the panel holds every colour's group side by side, each
    // card under the next showing at least its corner.
    const qreal widths = std::max(4.0, groups + 0.3 * std::max(0, groups - 1) + 0.2 * std::max(0, count - groups));
    const QSizeF card = cardOfHeight(std::min(villains.height() - t * 1.3, villains.width() / widths / kCardRatio));
    L.villain = card;
    const qreal gap = card.width() * 0.3;
    const qreal spare = villains.width() - groups * card.width() - std::max(0, groups - 1) * gap;
    const qreal step = count > groups ? std::clamp(spare / (count - groups), 0.0, card.width() * 0.55) : 0;
    // In an auction a click on another's villain is still read, to be
    // refused with a reason.
    const bool choices = villainsAreChoices(seat);
    const bool pickable = targetsOf(m_obs.phase).target == Target::Villain && (choices || m_obs.phase == Phase::Offer);
    if (choices && canAct() && seat != m_obs.currentPlayer) {
        auto *frame = addRect(villains.adjusted(-6, -4, 6, 4), QPen(tablecolours::turn, 2, Qt::DashLine), Qt::NoBrush);
        frame->setZValue(9);
        frame->setData(0, u"victim"_s);
    }
    if (count == 0)
        addLabel(tr("no villains yet"), villains.center(), t * 0.85, false, villains.width())->setOpacity(0.7);
    qreal x = villains.left();
    for (int i = 0; i < count; ++i) {
        const int id = held[std::size_t(i)];
        const int colour = m_rules.villains[std::size_t(id)].colour;
        const bool last = i + 1 == count || m_rules.villains[std::size_t(held[std::size_t(i + 1)])].colour != colour;
        auto *item = addVillain(id, card, {x, villains.top()}, u"villain"_s, seat);
        item->setZValue(10 + i);
        if (pickable) {
            const Decision pick = decisionFor(Target::Villain, id);
            addHit(QRectF(QPointF(x, villains.top()), QSizeF(last ? card.width() : step, card.height())), pick, item);
            if (canAct() && isLegal(pick))
                item->setHighlighted(isSelected(pick));
            else if (canAct() && choices)
                item->setOpacity(0.55); // not a choice now (worth too little to offer)
        }
        if (!last) {
            x += step;
            continue;
        }
        const qreal groupLeft = x - step * (score.count[std::size_t(colour)] - 1);
        addColourSum(colour, score, {(groupLeft + x + card.width()) / 2, villains.top() + card.height() + t * 0.65},
            x + card.width() - groupLeft + gap);
        x += card.width() + gap;
    }
    return villains;
}

void HsScene::addColourSum(int colour, const Score &score, QPointF centre, qreal width)
{
    // Under a colour's group of villains: their sum, marked where it counts double.
    const int sum = score.sum[std::size_t(colour)];
    const bool doubled = colour == score.doubled;
    const QString total = doubled ? tr("%1 ×2").arg(sum) : QString::number(sum);
    auto *label = addLabel(total, centre, text() * 0.85, doubled, width);
    label->setToolTip(doubled ? tr("%1 counts double: the colour held most").arg(hsnames::colour(m_rules, colour))
                              : hsnames::colour(m_rules, colour));
    if (doubled)
        label->setBrush(tablecolours::turn);
}

void HsScene::addMovesLeft(int seat, const QRectF &panel, const QRectF &villains)
{
    // Movement cards still held (to the others, a card chosen in secret is
    // still among them until the reveal).
    const QRectF moves(
        villains.left(), villains.bottom() + 4, villains.width(), panel.bottom() - villains.bottom() - 8);
    const auto &left = m_obs.movesLeft[std::size_t(seat)];
    const QSizeF small = cardOfHeight(std::min(moves.height(), moves.width() / 6 / kCardRatio));
    const int n = int(left.size());
    const qreal moveStep = n <= 1 ? 0 : std::min(small.width() * 0.72, (moves.width() - small.width()) / (n - 1));
    for (int i = 0; i < n; ++i) {
        auto *item = new CardItem(cards(), hsnames::moveElement(left[std::size_t(i)]), small);
        item->setPos(moves.left() + i * moveStep, moves.top());
        item->setData(0, u"moves-left"_s);
        item->setData(1, seat);
        item->setCardId(left[std::size_t(i)]);
        item->setZValue(10 + i);
        item->setToolTip(
            tr("Movement cards %1 still holds").arg(m_names.value(seat)) + u'\n' + hstips::move(left[std::size_t(i)]));
        addItem(item);
    }
}

// --- The viewer's band: movement cards, numbers, buttons -----------------------

void HsScene::addViewerBand()
{
    Layout &L = *m_layout;
    const QRectF band = L.band;
    if (band.height() < 10)
        return;
    const qreal t = text();
    const auto me = std::size_t(viewer());
    const PhaseTargets targets = targetsOf(m_obs.phase);
    const bool turn = viewer() == m_obs.currentPlayer;
    auto *background = addRect(band, turn ? QPen(tablecolours::turn, 3) : QPen(Qt::NoPen), tablecolours::panel);
    background->setZValue(-1);
    const qreal buttonsWidth = band.width() * 0.2;
    const QRectF cardsArea(
        band.left() + 10, band.top() + t * 1.6, band.width() - buttonsWidth - 24, band.height() - t * 1.6 - 8);
    // On one's turn the band holds the choices of the phase: one's own
    // movement cards, the numbers for a rum, Black Jack's cards for his
    // hirer, the two answers on landing on him.
    const Target asked = turn ? targets.target : Target::None;
    const bool jackRum = m_obs.rumFigure == m_obs.players;
    QString heading = tr("Your movement cards");
    if (asked == Target::Number)
        heading = jackRum ? tr("Black Jack's rum moves…") : tr("Your rum moves…");
    else if (asked == Target::JackMove)
        heading = tr("Black Jack's movement cards: choose his card for this round");
    else if (asked == Target::Answer)
        heading = tr("You landed on Black Jack, hired by %1").arg(m_names.value(m_obs.hirer));
    auto *title = addLabel(heading, {}, t * 0.9, turn, cardsArea.width());
    title->setPos(cardsArea.left(), band.top() + t * 0.8 - title->boundingRect().height() / 2);
    title->setData(0, u"band-title"_s);

    const QSizeF card = cardOfHeight(std::min(cardsArea.height(), cardsArea.width() / 8.6 / kCardRatio));
    if (asked == Target::Number) {
        // The numbers of the movement cards: those no card of this round shows are choices.
        QList<int> numbers;
        for (const int n : m_rules.movement)
            if (n != kRum)
                numbers << n;
        const qreal side
            = std::min(cardsArea.height() * 0.8, cardsArea.width() / std::max<qsizetype>(1, numbers.size()) - 8);
        for (int i = 0; i < numbers.size(); ++i) {
            const QRectF rect(cardsArea.left() + i * (side + 8), cardsArea.center().y() - side / 2, side, side);
            addButton(QString::number(numbers[i]), rect, decisionFor(Target::Number, numbers[i]));
        }
    } else if (asked == Target::Answer) {
        // Only the answers that give something are legal; the other one is
        // shown dimmed, and a click on it is refused with the reason.
        const QString hirer = m_names.value(m_obs.hirer);
        const qreal width = (band.width() - 36) / 2; // no pass button: the band's whole width
        const qreal height = std::min(cardsArea.height() * 0.7, t * 4);
        const qreal top = cardsArea.center().y() - height / 2;
        auto *harbour = addButton(tr("Take a villain from the harbour (H)"),
            QRectF(cardsArea.left(), top, width, height), decisionFor(Target::Answer, kHarbour));
        harbour->setToolTip(m_obs.harbour.empty()
                ? tr("The harbour is empty.")
                : tr("Take one of the %n villain(s) in the harbour.", nullptr, int(m_obs.harbour.size())));
        auto *rob = addButton(tr("Rob %1 (R)").arg(hirer), QRectF(cardsArea.left() + width + 16, top, width, height),
            decisionFor(Target::Answer, kRobHirer));
        rob->setToolTip(tr("Take one of %1's villains, as when landing on a captain.").arg(hirer));
    } else if (asked == Target::JackMove) {
        addMoveRow(m_obs.blackJackMovesLeft, cardsArea, card, true);
    } else {
        addMoveRow(m_obs.movesLeft[me], cardsArea, card, false);
    }
    if (targets.pass) {
        const QRectF rect(band.right() - buttonsWidth - 8, band.center().y() - t * 1.4, buttonsWidth, t * 2.8);
        addButton(tr("Pass (P)"), rect, HsState::pass());
    }
}

void HsScene::addMoveRow(const std::vector<int> &numbers, QRectF area, QSizeF card, bool blackJack)
{
    const qreal t = text();
    const Target target = blackJack ? Target::JackMove : Target::Move;
    const int n = int(numbers.size());
    const qreal step = n <= 1 ? 0 : std::min(card.width() * 1.08, (area.width() - card.width()) / (n - 1));
    const bool choosing = targetsOf(m_obs.phase).target == target;
    for (int i = 0; i < n; ++i) {
        const int number = numbers[std::size_t(i)];
        const Decision choose = decisionFor(target, number);
        const bool selected = choosing && isSelected(choose);
        auto *item = new CardItem(cards(), hsnames::moveElement(number), card);
        item->setPos(area.left() + i * step, area.top() + (selected ? -t * 0.5 : 0));
        item->setData(0, blackJack ? u"blackjack-move"_s : u"move"_s);
        item->setData(1, number);
        item->setCardId(number);
        item->setZValue(30 + i);
        item->setHighlighted(selected);
        item->setToolTip(blackJack ? Tooltips::says(hsnames::movementCard(number), hstips::jackMoveDoes(number))
                                   : hstips::move(number));
        if (!(choosing && canAct()))
            item->setOpacity(blackJack ? 0.9 : 0.7);
        addItem(item);
        if (choosing)
            addHit(QRectF(item->pos(), QSizeF(i + 1 < n ? step : card.width(), card.height())), choose, item);
    }
}
