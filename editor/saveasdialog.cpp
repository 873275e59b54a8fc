#include "saveasdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::Literals::StringLiterals;

SaveAsDialog::SaveAsDialog(const QString &title, const QString &folder, QWidget *parent)
    : QDialog(parent), m_folder(folder), m_title(new QLineEdit(title, this)), m_file(new QLineEdit(this)),
      m_problem(new QLabel(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel))
{
    setWindowTitle(tr("Save as a house rule"));
    m_title->setObjectName(u"titleEdit"_s);
    m_file->setObjectName(u"fileEdit"_s);
    m_problem->setObjectName(u"problemLabel"_s);
    m_problem->setWordWrap(true);
    QPalette warning = m_problem->palette();
    warning.setColor(QPalette::WindowText, QColor(200, 30, 30));
    m_problem->setPalette(warning);

    auto *browse = new QPushButton(tr("Browse…"), this);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(browse);

    auto *intro = new QLabel(tr("Your house rule is saved with the rules it changes and listed on the start page "
                                "under its title."),
        this);
    intro->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Title:"), m_title);
    // A row holding a layout gets no buddy by itself: its label names the line edit.
    auto *fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, fileRow);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(560, sizeHint().height());

    connect(m_title, &QLineEdit::textEdited, this, &SaveAsDialog::titleEdited);
    connect(m_file, &QLineEdit::textEdited, this, [this] {
        m_fileChosen = true;
        update();
    });
    connect(browse, &QPushButton::clicked, this, &SaveAsDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &SaveAsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &SaveAsDialog::reject);
    titleEdited();
}

void SaveAsDialog::setForbidden(const QStringList &folders, const QString &baseFile)
{
    m_forbiddenFolders.clear();
    for (const QString &folder : folders)
        m_forbiddenFolders << QFileInfo(folder).absoluteFilePath();
    m_baseFile = baseFile.isEmpty() ? QString() : QFileInfo(baseFile).absoluteFilePath();
    update();
}

void SaveAsDialog::setTakenTitles(const QMultiHash<QString, QString> &titleToFile)
{
    m_takenTitles.clear();
    for (auto it = titleToFile.begin(); it != titleToFile.end(); ++it)
        m_takenTitles.insert(it.key().trimmed().toCaseFolded(), QFileInfo(it.value()).absoluteFilePath());
    update();
}

QString SaveAsDialog::slug(const QString &title)
{
    // Letters with accents lose them ("Ruée" -> "ruee"); anything else separates words.
    const QString plain = title.normalized(QString::NormalizationForm_KD).toLower();
    QString slug;
    for (const QChar c : plain) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9'))
            slug += c;
        else if (c.category() != QChar::Mark_NonSpacing && !slug.isEmpty() && !slug.endsWith(u'-'))
            slug += u'-';
    }
    while (slug.endsWith(u'-'))
        slug.chop(1);
    return slug.isEmpty() ? u"house-rule"_s : slug;
}

QString SaveAsDialog::freeFileName(const QString &folder, const QString &name)
{
    QString file = folder + u'/' + name + u".yaml"_s;
    for (int n = 2; QFileInfo::exists(file); ++n)
        file = folder + u'/' + name + u'-' + QString::number(n) + u".yaml"_s;
    return QDir::cleanPath(file);
}

void SaveAsDialog::titleEdited()
{
    if (!m_fileChosen)
        m_file->setText(QDir::toNativeSeparators(freeFileName(m_folder, slug(m_title->text()))));
    update();
}

void SaveAsDialog::browse()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the house rule"), fileName(),
        tr("Variants (*.yaml)"), nullptr, QFileDialog::DontConfirmOverwrite);
    if (file.isEmpty())
        return;
    m_fileChosen = true;
    m_file->setText(QDir::toNativeSeparators(file));
    update();
}

QString SaveAsDialog::title() const
{
    return m_title->text().trimmed();
}

QString SaveAsDialog::fileName() const
{
    QString file = QDir::fromNativeSeparators(m_file->text().trimmed());
    if (file.isEmpty())
        return {};
    if (!file.endsWith(u".yaml"_s))
        file += u".yaml"_s;
    return QFileInfo(file).absoluteFilePath();
}

QString SaveAsDialog::problem() const
{
    if (title().isEmpty())
        return tr("Give the house rule a title.");
    const QString file = fileName();
    if (file.isEmpty())
        return tr("Choose a file.");
    for (const QString &folder : m_forbiddenFolders)
        if (file.startsWith(folder + u'/'))
            return tr("The shipped rules cannot be changed: choose a file in another folder.");
    if (file == m_baseFile)
        return tr("This is the file of the rules it is based on: choose another name.");
    for (const QString &other : m_takenTitles.values(title().toCaseFolded()))
        if (other != file)
            return tr("Another variant of this game is called “%1” already (%2): choose another title.")
                .arg(title(), QFileInfo(other).fileName());
    return {};
}

void SaveAsDialog::update()
{
    const QString why = problem();
    m_problem->setText(why);
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Save)->setEnabled(why.isEmpty());
}

void SaveAsDialog::accept()
{
    if (!problem().isEmpty())
        return;
    if (QFileInfo::exists(fileName())
        && QMessageBox::question(this, tr("Replace the file?"),
               tr("%1 exists already. Replace it with this house rule?").arg(QDir::toNativeSeparators(fileName())),
               QMessageBox::Yes | QMessageBox::No, QMessageBox::No)
            != QMessageBox::Yes)
        return;
    QDialog::accept();
}
