#include "newgamedialog.h"

#include "startpage.h"

#include "games/gameui.h"
#include "registry.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <algorithm>
#include <limits>

using namespace Qt::Literals::StringLiterals;

namespace {

// The app's table has room for this many seats.
constexpr int kMinSeats = 2;
constexpr int kMaxSeats = 6;
constexpr int kDefaultPlayers = 4;

constexpr int kIdRole = Qt::UserRole;
constexpr int kMinPlayersRole = Qt::UserRole + 1;
constexpr int kMaxPlayersRole = Qt::UserRole + 2;

// Bots' default names: short (they label the table) and a little Wild West.
const char16_t *const kBotNames[] = {u"Annie", u"Doc", u"Jesse", u"Belle", u"Cody", u"Wyatt"};

QString userName()
{
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty())
        name = qEnvironmentVariable("USERNAME");
    if (name.isEmpty() || name == u"root"_s)
        return NewGameDialog::tr("Player 1"); // a name that fits every sentence, unlike "You"
    name[0] = name[0].toUpper();
    return name;
}

// The players range of a variant: [min, max] within the seats the app offers;
// {0, 0} when it cannot be loaded.
std::pair<int, int> playersRange(const QString &ref)
{
    const auto &registry = houserules::Registry::instance();
    const auto loader = userVariantLoader();
    const auto variant = loader.load(ref.toStdString());
    if (!variant.ok())
        return {0, 0};
    const houserules::Game *game = registry.game(variant->game);
    if (!game)
        return {0, 0};
    const auto ruleset = game->compile(*variant);
    return {std::max(kMinSeats, ruleset->minPlayers()), std::min(kMaxSeats, ruleset->maxPlayers())};
}

} // namespace

NewGameDialog::NewGameDialog(const QString &gameId, const QString &variant, QWidget *parent)
    : QDialog(parent), m_gameId(gameId), m_variant(new QComboBox(this)), m_players(new QSpinBox(this)),
      m_seed(new QLineEdit(this)), m_first(new QComboBox(this)), m_problem(new QLabel(this)), m_form(new QFormLayout),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const GameUi *ui = gameUi(gameId);
    setWindowTitle(tr("New game: %1").arg(ui ? ui->title() : gameId));
    fillVariants(variant);
    setUpPlayers();
    for (int seat = 0; seat < kMaxSeats; ++seat)
        addSeatRow(seat);
    setUpSeedAndFirst();
    setUpProblem();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layOut();

    connect(m_variant, &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePlayerRange);
    connect(m_players, &QSpinBox::valueChanged, this, &NewGameDialog::updateSeats);
    updatePlayerRange();
    updateSeats();
    orderTabs();
    m_buttons->button(QDialogButtonBox::Ok)->setFocus();
}

// The game's variants that can be played at the seats the app offers, with
// their players' range; `variant` chosen (added when it is not listed).
void NewGameDialog::fillVariants(const QString &variant)
{
    m_variant->setObjectName(u"variantCombo"_s);
    for (const VariantChoice &choice : variantChoices(m_gameId)) {
        if (!choice.ok)
            continue; // the start page says why; here only what can be played
        const auto [least, most] = playersRange(choice.id);
        if (least == 0 || least > most)
            continue;
        m_variant->addItem(choice.own ? tr("%1 (your own)").arg(choice.title) : choice.title, choice.id);
        const int index = m_variant->count() - 1;
        m_variant->setItemData(index, least, kMinPlayersRole);
        m_variant->setItemData(index, most, kMaxPlayersRole);
        m_variant->setItemData(index, choice.description, Qt::ToolTipRole);
    }
    const int preselected = m_variant->findData(variant, kIdRole);
    m_variant->setCurrentIndex(preselected >= 0 ? preselected : addVariant(variant));
}

void NewGameDialog::setUpPlayers()
{
    m_players->setObjectName(u"playersSpin"_s);
    m_players->setRange(kMinSeats, kMaxSeats);
    m_players->setValue(kDefaultPlayers);
    m_players->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // a digit needs no full row

    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_form->addRow(tr("&Rules:"), m_variant);
    m_form->addRow(tr("&Players:"), m_players);
}

// A seat's row: what plays it (a person, a level of the computer) and its name.
void NewGameDialog::addSeatRow(int seat)
{
    auto *kind = new QComboBox(this);
    kind->setObjectName(u"kindCombo"_s + QString::number(seat));
    kind->addItem(tr("Human"), int(SeatKind::Human));
    kind->addItem(tr("Computer: easy"), int(SeatKind::Easy));
    kind->addItem(tr("Computer: normal"), int(SeatKind::Normal));
    kind->addItem(tr("Computer: hard"), int(SeatKind::Hard));
    kind->setCurrentIndex(kind->findData(int(seat == 0 ? SeatKind::Human : SeatKind::Normal)));

    auto *name = new QLineEdit(this);
    name->setObjectName(u"nameEdit"_s + QString::number(seat));
    // The row's label names the kind box beside it; the name box says whose it is.
    name->setAccessibleName(tr("Name of player %1").arg(seat + 1));
    name->setPlaceholderText(defaultName(seat));
    name->setText(defaultName(seat));
    name->setMaxLength(24); // names label the table
    // No control characters and no bidirectional controls (a right-to-
    // left override makes one name show as another); the engine refuses
    // them in a record as well.
    static const QRegularExpression plain(
        u"[^\\x{0}-\\x{1f}\\x{7f}-\\x{9f}\\x{61c}\\x{200e}\\x{200f}\\x{202a}-\\x{202e}\\x{2066}-\\x{2069}]*"_s);
    name->setValidator(new QRegularExpressionValidator(plain, name));
    name->setMinimumWidth(name->fontMetrics().horizontalAdvance(u'M') * 10);
    connect(name, &QLineEdit::textChanged, this, [this] {
        updateFirstPlayer();
        validate();
    });

    auto *row = new QWidget(this);
    auto *rowLayout = new QHBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->addWidget(kind);
    rowLayout->addWidget(name, 1);
    auto *label = new QLabel(tr("Player %1:").arg(seat + 1), this);
    label->setBuddy(kind);
    m_form->addRow(label, row);
    m_kinds.append(kind);
    m_names.append(name);
}

void NewGameDialog::setUpSeedAndFirst()
{
    m_seed->setObjectName(u"seedEdit"_s);
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(u"[0-9]{1,20}"_s), m_seed));
    m_seed->setPlaceholderText(tr("Random: a new deal"));
    m_seed->setToolTip(tr("Leave it empty for a new deal. The deal number of a game (shown under its log) deals "
                          "the same cards again."));
    connect(m_seed, &QLineEdit::textChanged, this, &NewGameDialog::validate);
    auto *seedLabel = new QLabel(tr("&Deal no.:"), this);
    seedLabel->setBuddy(m_seed);
    m_form->addRow(seedLabel, m_seed);

    m_first->setObjectName(u"firstCombo"_s);
    m_form->addRow(tr("&Who starts:"), m_first);
}

void NewGameDialog::setUpProblem()
{
    m_problem->setObjectName(u"problemLabel"_s);
    m_problem->setWordWrap(true);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, QColor(0xb0, 0x20, 0x20));
    m_problem->setPalette(warning);
    m_problem->hide();
}

void NewGameDialog::layOut()
{
    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(12);
    layout->addLayout(m_form);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(480); // room for longer names and translated kinds
}

void NewGameDialog::orderTabs()
{
    // Tab goes down the form as it reads: the seats' rows were made after
    // the deal number and who starts.
    QWidget *previous = m_players;
    for (int seat = 0; seat < kMaxSeats; ++seat) {
        QWidget::setTabOrder(previous, m_kinds[seat]);
        QWidget::setTabOrder(m_kinds[seat], m_names[seat]);
        previous = m_names[seat];
    }
    QWidget::setTabOrder(previous, m_seed);
    QWidget::setTabOrder(m_seed, m_first);
    QWidget::setTabOrder(m_first, m_buttons);
}

GameSetup NewGameDialog::setup() const
{
    GameSetup result;
    result.variant = m_variant->currentData(kIdRole).toString();
    for (int seat = 0; seat < m_players->value(); ++seat) {
        const QString typed = m_names[seat]->text().simplified();
        result.seats.append({seatName(seat), SeatKind(m_kinds[seat]->currentData().toInt()),
            typed.isEmpty() || typed == defaultName(seat)});
    }
    // An empty seed field means a new deal: the session draws the seed and
    // the game's record keeps it.
    if (!m_seed->text().isEmpty())
        result.seed = m_seed->text().toULongLong();
    result.firstPlayer = m_first->currentData().toInt();
    return result;
}

void NewGameDialog::setSetup(const GameSetup &setup)
{
    const int index = m_variant->findData(setup.variant, kIdRole);
    m_variant->setCurrentIndex(index >= 0 ? index : addVariant(setup.variant));
    m_players->setValue(int(setup.seats.size()));
    for (int seat = 0; seat < std::min(int(setup.seats.size()), kMaxSeats); ++seat) {
        const SeatSetup &s = setup.seats[seat];
        m_kinds[seat]->setCurrentIndex(std::max(0, m_kinds[seat]->findData(int(s.kind))));
        m_names[seat]->setText(s.defaultName ? defaultName(seat) : s.name);
    }
    m_seed->setText(setup.seed ? QString::number(*setup.seed) : QString());
    updateFirstPlayer();
    m_first->setCurrentIndex(std::max(0, m_first->findData(setup.firstPlayer)));
    validate();
}

int NewGameDialog::addVariant(const QString &variant)
{
    if (variant.isEmpty())
        return m_variant->count() > 0 ? 0 : -1;
    const auto [least, most] = playersRange(variant);
    const auto loaded = userVariantLoader().load(variant.toStdString());
    // A variant from a file (a saved game's own rules) is named by its title.
    m_variant->addItem(loaded.ok() ? variantTitle(*loaded) : variant, variant);
    const int index = m_variant->count() - 1;
    m_variant->setItemData(index, least, kMinPlayersRole);
    m_variant->setItemData(index, most, kMaxPlayersRole);
    m_variant->setItemData(index, variant, Qt::ToolTipRole);
    return index;
}

void NewGameDialog::updatePlayerRange()
{
    const int least = m_variant->currentData(kMinPlayersRole).toInt();
    const int most = m_variant->currentData(kMaxPlayersRole).toInt();
    if (least > 0 && least <= most)
        m_players->setRange(least, most); // clamps the value, which updates the seats
    validate();
}

void NewGameDialog::updateSeats()
{
    for (int seat = 0; seat < kMaxSeats; ++seat)
        m_form->setRowVisible(m_kinds[seat]->parentWidget(), seat < m_players->value());
    updateFirstPlayer();
    validate();
    adjustSize();
}

void NewGameDialog::updateFirstPlayer()
{
    const int chosen = m_first->count() > 0 ? m_first->currentData().toInt() : -1; // at first: random
    const QSignalBlocker blocker(m_first);
    m_first->clear();
    m_first->addItem(tr("Random"), -1);
    for (int seat = 0; seat < m_players->value(); ++seat)
        m_first->addItem(seatName(seat), seat);
    m_first->setCurrentIndex(std::max(0, m_first->findData(chosen)));
}

void NewGameDialog::validate()
{
    QString problem;
    const int least = m_variant->currentData(kMinPlayersRole).toInt();
    bool seedOk = m_seed->text().isEmpty(); // optional
    if (!seedOk)
        m_seed->text().toULongLong(&seedOk);
    if (m_variant->currentIndex() < 0 || least == 0)
        problem = tr("These rules cannot be loaded.");
    else if (!seedOk)
        problem = tr("The deal number must be a whole number from 0 to %1.").arg(std::numeric_limits<quint64>::max());
    for (int seat = 0; seat < m_players->value() && problem.isEmpty(); ++seat)
        for (int other = 0; other < seat; ++other)
            if (seatName(seat).compare(seatName(other), Qt::CaseInsensitive) == 0) {
                problem = tr("Two players are called %1: give everyone a name of their own.").arg(seatName(seat));
                break;
            }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

QString NewGameDialog::seatName(int seat) const
{
    const QString typed = m_names[seat]->text().simplified();
    return typed.isEmpty() ? m_names[seat]->placeholderText() : typed;
}

QString NewGameDialog::defaultName(int seat)
{
    const QString user = userName();
    if (seat == 0)
        return user;
    // Bots take the names in order, skipping one that is the user's own.
    int index = 0;
    for (const char16_t *name : kBotNames) {
        const QString candidate = QString::fromUtf16(name);
        if (candidate.compare(user, Qt::CaseInsensitive) == 0)
            continue;
        if (++index == seat)
            return candidate;
    }
    return tr("Player %1").arg(seat + 1);
}
