#include "settingsdialog.h"

#include "preferences/languagemanager.h"
#include "preferences/settings.h"

#include "notebook/notebook.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

using namespace Qt::Literals::StringLiterals;

namespace {

constexpr settings::Pace kPaces[]
    = {settings::Pace::Off, settings::Pace::Fast, settings::Pace::Normal, settings::Pace::Slow};

constexpr int kTextSizes[] = {100, 125, 150, 200};

// The computer players' paces end with one that waits for a key.
QComboBox *paceCombo(settings::Pace current, bool onKey, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    for (const settings::Pace pace : kPaces)
        combo->addItem(QString(), int(pace)); // texts: retranslate()
    if (onKey)
        combo->addItem(QString(), int(settings::Pace::OnKey));
    combo->setCurrentIndex(std::max(0, combo->findData(int(current))));
    return combo;
}

} // namespace

SettingsDialog::SettingsDialog(const QString &currentLanguage, QWidget *parent)
    : QDialog(parent), m_initialLanguage(currentLanguage), m_language(new QComboBox(this)),
      m_animation(paceCombo(settings::animationPace(), false, this)),
      m_bots(paceCombo(settings::botPace(), true, this)), m_waitForNewcomer(new QCheckBox(this)),
      m_languageLabel(new QLabel(this)), m_animationLabel(new QLabel(this)), m_botsLabel(new QLabel(this)),
      m_colours(new QComboBox(this)), m_coloursLabel(new QLabel(this)), m_textSize(new QComboBox(this)),
      m_textSizeLabel(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)),
      m_notebook(new QComboBox(this)), m_server(new QLineEdit(this)), m_notebookLabel(new QLabel(this)),
      m_serverLabel(new QLabel(this)), m_notebookNote(new QLabel(this))
{
    m_language->setObjectName(u"languageCombo"_s);
    m_animation->setObjectName(u"animationCombo"_s);
    m_bots->setObjectName(u"botCombo"_s);
    m_waitForNewcomer->setObjectName(u"waitForNewcomer"_s);
    m_waitForNewcomer->setChecked(settings::waitForNewcomer());
    setUpLanguage();
    setUpTextSize();
    m_languageLabel->setBuddy(m_language);
    m_animationLabel->setBuddy(m_animation);
    m_botsLabel->setBuddy(m_bots);
    setUpColours();
    setUpNotebook();
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SettingsDialog::reject);
    layOut();
    retranslate();
}

void SettingsDialog::setUpLanguage()
{
    // Each language under its own name, so people find theirs in any language.
    for (const QString &code : LanguageManager::languages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(std::max(0, m_language->findData(m_initialLanguage)));
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] { Q_EMIT languageChosen(language()); });
}

void SettingsDialog::setUpTextSize()
{
    // The tables' text size, tried out on the open table as it is chosen.
    m_textSize->setObjectName(u"textSizeCombo"_s);
    for (const int percent : kTextSizes)
        m_textSize->addItem(QString(), percent); // texts: retranslate()
    m_textSize->setCurrentIndex(std::max(0, m_textSize->findData(settings::tableTextSize())));
    connect(m_textSize, &QComboBox::currentIndexChanged, this,
        [this] { Q_EMIT textSizeChosen(m_textSize->currentData().toInt()); });
    m_textSizeLabel->setBuddy(m_textSize);
}

void SettingsDialog::setUpColours()
{
    m_colours->setObjectName(u"colourVisionCombo"_s);
    for (const colourvision::Palette palette : colourvision::kPalettes)
        m_colours->addItem(QString(), int(palette)); // texts: retranslate()
    m_colours->setCurrentIndex(std::max(0, m_colours->findData(int(settings::colourVision()))));
    m_coloursLabel->setBuddy(m_colours);
}

void SettingsDialog::setUpNotebook()
{
    // The notebook: this computer's file, or a team's server.
    m_notebook->setObjectName(u"notebookCombo"_s);
    m_server->setObjectName(u"notebookServer"_s);
    m_notebook->addItem(QString());
    m_notebook->addItem(QString());
    const QString location = settings::notebookLocation();
    m_notebook->setCurrentIndex(Notebook::isPostgresql(location) ? 1 : 0);
    m_server->setText(Notebook::isPostgresql(location) ? location : QString());
    m_server->setPlaceholderText(u"postgresql://user@host:5432/houserules"_s);
    m_notebookLabel->setBuddy(m_notebook);
    m_serverLabel->setBuddy(m_server);
    m_notebookNote->setWordWrap(true);
    m_notebookNote->setObjectName(u"notebookNote"_s);
    connect(m_notebook, &QComboBox::currentIndexChanged, this, &SettingsDialog::updateNotebook);
    connect(m_server, &QLineEdit::textChanged, this, &SettingsDialog::updateNotebook);
}

void SettingsDialog::layOut()
{
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setVerticalSpacing(10);
    form->addRow(m_languageLabel, m_language);
    form->addRow(m_animationLabel, m_animation);
    form->addRow(m_botsLabel, m_bots);
    form->addRow(QString(), m_waitForNewcomer);
    form->addRow(m_coloursLabel, m_colours);
    form->addRow(m_textSizeLabel, m_textSize);
    form->addRow(m_notebookLabel, m_notebook);
    form->addRow(m_serverLabel, m_server);
    form->addRow(QString(), m_notebookNote);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(16);
    layout->addLayout(form);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(520);
    // Tab as the form reads: the notebook's rows were made after the buttons.
    QWidget::setTabOrder(m_waitForNewcomer, m_colours);
    QWidget::setTabOrder(m_colours, m_textSize);
    QWidget::setTabOrder(m_textSize, m_notebook);
    QWidget::setTabOrder(m_notebook, m_server);
    QWidget::setTabOrder(m_server, m_buttons);
}

QString SettingsDialog::notebookLocation() const
{
    return m_notebook->currentIndex() == 1 ? m_server->text().trimmed() : QString();
}

void SettingsDialog::updateNotebook()
{
    const bool server = m_notebook->currentIndex() == 1;
    m_server->setEnabled(server);
    m_serverLabel->setEnabled(server);
    const bool usable = !server || Notebook::isPostgresql(notebookLocation());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(usable);
    if (!usable)
        m_notebookNote->setText(tr("A server's address begins with postgresql://, for example "
                                   "postgresql://anna@lab.example.org:5432/houserules."));
    else if (notebookLocation() != settings::notebookLocation())
        m_notebookNote->setText(tr("The new notebook is used when Houserules is started again; editors open now "
                                   "keep the one they have."));
    else
        m_notebookNote->setText(server ? tr("Every program of the team that names this server keeps its runs "
                                            "there, houserules-cli too.")
                                       : tr("The runs are kept in a file in this computer's data folder."));
}

QString SettingsDialog::language() const
{
    return m_language->currentData().toString();
}

void SettingsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SettingsDialog::retranslate()
{
    setWindowTitle(tr("Settings"));
    m_languageLabel->setText(tr("&Language:"));
    m_animationLabel->setText(tr("Card &movements:"));
    m_botsLabel->setText(tr("Computer &players:"));
    m_animation->setToolTip(tr("How fast cards fly to their place on the table. Off: everything moves at "
                               "once, and nothing fades."));
    m_bots->setToolTip(tr("How long computer players wait before they play, so you can follow them. "
                          "Wait for a key: each of their moves waits until you press Space."));
    m_waitForNewcomer->setText(tr("&Wait for me at each new deal"));
    m_waitForNewcomer->setToolTip(tr("At the start of a game and of each round with new cards, the computer "
                                     "players wait a moment so that you can look at your hand first."));

    //: The colours of players, cards and charts, for people who see colours differently.
    m_coloursLabel->setText(tr("C&olours:"));
    for (int i = 0; i < m_colours->count(); ++i)
        m_colours->setItemText(i, paletteName(colourvision::Palette(m_colours->itemData(i).toInt())));
    m_colours->setToolTip(tr("The colours of the players' pieces, the cards and the lab's charts. \"Safe for colour "
                             "blindness\" keeps them apart for red-green and blue-yellow colour blindness; every "
                             "player's pieces also carry a shape in every palette."));

    m_textSizeLabel->setText(tr("Table &text size:"));
    m_textSize->setToolTip(tr("How large the names, counts and messages on the game's table are, "
                              "starting from the desktop's font size."));
    for (int i = 0; i < int(std::size(kTextSizes)); ++i)
        //: A text size in percent, such as "150%".
        m_textSize->setItemText(i, tr("%1%").arg(kTextSizes[i]));

    //: Where the playtest lab's runs are kept.
    m_notebookLabel->setText(tr("&Notebook:"));
    m_notebook->setItemText(0, tr("On this computer"));
    m_notebook->setItemText(1, tr("On a team's PostgreSQL server"));
    m_serverLabel->setText(tr("&Server:"));
    updateNotebook();

    const QString animationTexts[] = {tr("Off"), tr("Fast"), tr("Normal"), tr("Slow")};
    const QString botTexts[] = {tr("Play at once"), tr("Fast"), tr("Normal"), tr("Slow")};
    for (int i = 0; i < int(std::size(kPaces)); ++i) {
        m_animation->setItemText(i, animationTexts[i]);
        m_bots->setItemText(i, botTexts[i]);
    }
    m_bots->setItemText(int(std::size(kPaces)), tr("Wait for a key"));
}

QString SettingsDialog::paletteName(colourvision::Palette palette)
{
    switch (palette) {
    case colourvision::Palette::Normal:
        return tr("Normal", "colours");
    case colourvision::Palette::Safe:
        return tr("Safe for colour blindness");
    case colourvision::Palette::HighContrast:
        return tr("High contrast");
    }
    return {};
}

void SettingsDialog::accept()
{
    settings::setLanguage(language());
    settings::setAnimationPace(settings::Pace(m_animation->currentData().toInt()));
    settings::setBotPace(settings::Pace(m_bots->currentData().toInt()));
    settings::setWaitForNewcomer(m_waitForNewcomer->isChecked());
    const auto palette = colourvision::Palette(m_colours->currentData().toInt());
    settings::setColourVision(palette);
    colourvision::setCurrent(palette); // open tables draw again at once
    settings::setTableTextSize(m_textSize->currentData().toInt());
    settings::setNotebookLocation(notebookLocation());
    QDialog::accept();
}

void SettingsDialog::reject()
{
    if (language() != m_initialLanguage)
        Q_EMIT languageChosen(m_initialLanguage);
    if (m_textSize->currentData().toInt() != settings::tableTextSize())
        Q_EMIT textSizeChosen(settings::tableTextSize());
    QDialog::reject();
}
