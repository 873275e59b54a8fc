#include "titlespanel.h"

#include "models/variantdocument.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

using namespace Qt::Literals::StringLiterals;

namespace {

// Each language's own name, never translated: people look for their own.
QString nativeName(const QString &code)
{
    static const QHash<QString, QString> names {{u"nl"_s, u"Nederlands"_s}, {u"en"_s, u"English"_s},
        {u"de"_s, u"Deutsch"_s}, {u"fr"_s, u"Français"_s}, {u"it"_s, u"Italiano"_s}};
    return names.value(code, code);
}

} // namespace

TitlesPanel::TitlesPanel(VariantDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document), m_intro(new QLabel(this)), m_titleHeading(new QLabel(this)),
      m_descriptionHeading(new QLabel(this))
{
    m_intro->setWordWrap(true);
    QFont bold = m_titleHeading->font();
    bold.setBold(true);
    m_titleHeading->setFont(bold);
    m_descriptionHeading->setFont(bold);

    auto *grid = new QGridLayout;
    grid->addWidget(m_titleHeading, 0, 1);
    grid->addWidget(m_descriptionHeading, 0, 2);
    grid->setColumnStretch(1, 2);
    grid->setColumnStretch(2, 5);
    int row = 1;
    for (const QString &language : languages()) {
        auto *title = new QLineEdit(this);
        title->setObjectName(u"title_"_s + language);
        auto *description = new QLineEdit(this);
        description->setObjectName(u"description_"_s + language);
        auto *name = new QLabel(nativeName(language), this);
        name->setBuddy(title);
        grid->addWidget(name, row, 0);
        grid->addWidget(title, row, 1);
        grid->addWidget(description, row, 2);
        ++row;
        m_titles << title;
        m_descriptions << description;
        connect(title, &QLineEdit::editingFinished, this, [this, language, title] {
            if (title->text() != m_document->title(language))
                m_document->setTitle(language, title->text());
        });
        connect(description, &QLineEdit::editingFinished, this, [this, language, description] {
            if (description->text() != m_document->description(language))
                m_document->setDescription(language, description->text());
        });
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(grid);
    layout->addStretch(1);

    connect(m_document, &VariantDocument::textsChanged, this, &TitlesPanel::load);
    load();
    retranslate();
}

QStringList TitlesPanel::languages()
{
    return {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s};
}

QLineEdit *TitlesPanel::titleEdit(const QString &language) const
{
    return m_titles.value(languages().indexOf(language));
}

QLineEdit *TitlesPanel::descriptionEdit(const QString &language) const
{
    return m_descriptions.value(languages().indexOf(language));
}

void TitlesPanel::load()
{
    // Only what changed, so that the cursor stays where someone is typing.
    const QStringList codes = languages();
    for (qsizetype i = 0; i < codes.size(); ++i) {
        if (m_titles[i]->text() != m_document->title(codes[i]))
            m_titles[i]->setText(m_document->title(codes[i]));
        if (m_descriptions[i]->text() != m_document->description(codes[i]))
            m_descriptions[i]->setText(m_document->description(codes[i]));
    }
}

void TitlesPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TitlesPanel::retranslate()
{
    m_intro->setText(tr("The name and a sentence about these rules, as the start page shows them. A language left "
                        "empty shows the English ones."));
    m_titleHeading->setText(tr("Title"));
    m_descriptionHeading->setText(tr("Description"));
    for (QLineEdit *edit : std::as_const(m_titles))
        edit->setPlaceholderText(tr("(none)"));
    // The language's name is the title's label; a screen reader hears which
    // box of the row it is in too.
    const QStringList codes = languages();
    for (qsizetype row = 0; row < codes.size() && row < m_titles.size(); ++row) {
        m_titles[row]->setAccessibleName(tr("Title in %1").arg(nativeName(codes[row])));
        m_descriptions[row]->setAccessibleName(tr("Description in %1").arg(nativeName(codes[row])));
    }
}
