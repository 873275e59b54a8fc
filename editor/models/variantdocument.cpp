#include "variantdocument.h"

#include "core/variants/variantwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QUndoCommand>
#include <QUndoStack>

#include <filesystem>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

std::filesystem::path toPath(const QString &file)
{
    return std::filesystem::path(file.toStdU16String());
}

std::string canonicalPath(const std::filesystem::path &file)
{
    std::error_code ec;
    return std::filesystem::weakly_canonical(file, ec).string();
}

QStringList lines(const Diagnostics &errors)
{
    QStringList result;
    for (const auto &e : errors)
        result << QString::fromStdString(e.toString());
    return result;
}

// The comment lines a file opens with (what the house rule is about, in the
// designer's words): kept when the file is saved again, as the writer knows
// no comments.
std::string leadingComment(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly))
        return {};
    std::string header;
    while (!in.atEnd()) {
        const QByteArray line = in.readLine();
        if (!line.startsWith('#'))
            break;
        header += line.toStdString();
        if (!line.endsWith('\n'))
            header += '\n';
    }
    return header;
}

bool sameValue(const ParamValue &a, const ParamValue &b)
{
    const Deck *deckA = std::get_if<Deck>(&a);
    const Deck *deckB = std::get_if<Deck>(&b);
    if (deckA && deckB)
        return sameCards(*deckA, *deckB);
    return a == b;
}

} // namespace

// ---- Undo commands ----------------------------------------------------------

class ParamCommand final : public QUndoCommand {
public:
    ParamCommand(VariantDocument *document, std::string path, ParamValue before, ParamValue after, const QString &text)
        : QUndoCommand(text), m_document(document), m_path(std::move(path)), m_before(std::move(before)),
          m_after(std::move(after))
    {}
    void redo() override { m_document->apply(m_path, m_after); }
    void undo() override { m_document->apply(m_path, m_before); }

private:
    VariantDocument *m_document;
    std::string m_path;
    ParamValue m_before;
    ParamValue m_after;
};

class ParamsCommand final : public QUndoCommand {
public:
    using Params = std::map<std::string, Param>;
    ParamsCommand(VariantDocument *document, Params before, Params after, const QString &text)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after))
    {}
    void redo() override { m_document->applyAll(m_after); }
    void undo() override { m_document->applyAll(m_before); }

private:
    VariantDocument *m_document;
    Params m_before;
    Params m_after;
};

class TextsCommand final : public QUndoCommand {
public:
    using Texts = std::map<std::string, std::string>;
    TextsCommand(
        VariantDocument *document, std::pair<Texts, Texts> before, std::pair<Texts, Texts> after, const QString &text)
        : QUndoCommand(text), m_document(document), m_before(std::move(before)), m_after(std::move(after))
    {}
    void redo() override { m_document->applyTexts(m_after.first, m_after.second); }
    void undo() override { m_document->applyTexts(m_before.first, m_before.second); }

private:
    VariantDocument *m_document;
    std::pair<Texts, Texts> m_before; // title, description
    std::pair<Texts, Texts> m_after;
};

// ---- The document -----------------------------------------------------------

VariantDocument::VariantDocument(
    VariantLoader loader, const Schema &schema, Variant edited, Variant base, const QString &fileName, QObject *parent)
    : QObject(parent), m_loader(std::move(loader)), m_schema(schema), m_edited(std::move(edited)),
      m_base(std::move(base)), m_originalTitle(m_edited.title),
      m_fileName(fileName.isEmpty() ? QString() : QFileInfo(fileName).absoluteFilePath()), m_undo(new QUndoStack(this))
{
    connect(m_undo, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    revalidate();
}

VariantDocument::~VariantDocument() = default;

std::unique_ptr<VariantDocument> VariantDocument::open(const QString &fileName, const VariantLoader &loader,
    const VariantLoader::SchemaLookup &schemaFor, QStringList *errors)
{
    const QString file = QFileInfo(fileName).absoluteFilePath();
    auto edited = loader.loadFile(toPath(file));
    if (!edited) {
        if (errors)
            *errors = lines(edited.errors());
        return nullptr;
    }
    const Schema *schema = schemaFor(edited->game);
    Variant base = *edited;
    if (!edited->extendsChain.empty()) {
        // The nearest base, as the loader found it (its id, or its file).
        auto loaded = loader.load(edited->extendsChain.front());
        if (!loaded) {
            if (errors)
                *errors = lines(loaded.errors());
            return nullptr;
        }
        base = std::move(*loaded);
    }
    auto document = std::make_unique<VariantDocument>(loader, *schema, std::move(*edited), std::move(base), file);
    document->m_header = leadingComment(file);
    document->m_openWarnings = document->m_edited.warnings;
    document->revalidate();
    return document;
}

std::unique_ptr<VariantDocument> VariantDocument::create(const QString &game, const QString &language,
    const QString &title, const VariantLoader &loader, const VariantLoader::SchemaLookup &schemaFor,
    QStringList *errors)
{
    const Schema *schema = schemaFor(game.toStdString());
    if (!schema) {
        if (errors)
            *errors = QStringList {tr("Houserules does not know the game %1.").arg(game)};
        return nullptr;
    }
    auto base = loader.load(game.toStdString() + "/" + schema->baseVariant);
    if (!base) {
        if (errors)
            *errors = lines(base.errors());
        return nullptr;
    }
    Variant edited = *base;
    edited.id.clear();
    edited.file.clear();
    edited.extendsChain = {base->id};
    edited.title = {{language.toStdString(), title.toStdString()}};
    edited.description.clear();
    return std::make_unique<VariantDocument>(loader, *schema, std::move(edited), std::move(*base), QString());
}

QString VariantDocument::gameId() const
{
    return QString::fromStdString(m_edited.game);
}

const ParamValue &VariantDocument::value(const std::string &path) const
{
    return m_edited.params.at(path).value;
}

const ParamValue *VariantDocument::baseValue(const std::string &path) const
{
    const auto it = m_base.params.find(path);
    return it == m_base.params.end() ? nullptr : &it->second.value;
}

bool VariantDocument::isChanged(const std::string &path) const
{
    const ParamValue *base = baseValue(path);
    return !base || !sameValue(value(path), *base);
}

int VariantDocument::changedCount() const
{
    int count = 0;
    for (const auto &spec : m_schema.params)
        count += isChanged(spec.path) ? 1 : 0;
    return count;
}

void VariantDocument::setValue(const std::string &path, ParamValue value, const QString &what)
{
    const ParamValue &now = this->value(path);
    if (now == value)
        return;
    const QString name = what.isEmpty() ? QString::fromStdString(path) : what;
    edit(path, std::move(value), tr("Change %1").arg(name));
}

void VariantDocument::edit(const std::string &path, ParamValue value, const QString &undoText)
{
    const ParamValue &now = this->value(path);
    if (now == value)
        return;
    m_undo->push(new ParamCommand(this, path, now, std::move(value), undoText));
}

void VariantDocument::resetToBase(const std::string &path, const QString &what)
{
    const ParamValue *base = baseValue(path);
    if (!base || value(path) == *base)
        return;
    const QString name = what.isEmpty() ? QString::fromStdString(path) : what;
    m_undo->push(new ParamCommand(this, path, value(path), *base, tr("Reset %1 to the base").arg(name)));
}

void VariantDocument::resetAllToBase()
{
    auto after = m_edited.params;
    bool any = false;
    for (auto &[path, param] : after)
        if (const ParamValue *base = baseValue(path); base && !(param.value == *base)) {
            param.value = *base;
            any = true;
        }
    if (any)
        m_undo->push(new ParamsCommand(this, m_edited.params, std::move(after), tr("Reset everything to the base")));
}

void VariantDocument::apply(const std::string &path, const ParamValue &value)
{
    m_edited.params[path].value = value;
    Q_EMIT valueChanged(QString::fromStdString(path));
    revalidate();
}

void VariantDocument::applyAll(const std::map<std::string, Param> &params)
{
    std::vector<std::string> changed;
    for (const auto &[path, param] : params)
        if (!(m_edited.params[path].value == param.value))
            changed.push_back(path);
    m_edited.params = params;
    for (const auto &path : changed)
        Q_EMIT valueChanged(QString::fromStdString(path));
    revalidate();
}

// ---- Titles and descriptions ------------------------------------------------

namespace {

QString textOf(const std::map<std::string, std::string> &texts, const QString &language)
{
    const auto it = texts.find(language.toStdString());
    return it == texts.end() ? QString() : QString::fromStdString(it->second);
}

void setText(std::map<std::string, std::string> &texts, const QString &language, const QString &text)
{
    if (text.trimmed().isEmpty())
        texts.erase(language.toStdString());
    else
        texts[language.toStdString()] = text.toStdString();
}

} // namespace

QString VariantDocument::title(const QString &language) const
{
    return textOf(m_edited.title, language);
}

QString VariantDocument::description(const QString &language) const
{
    return textOf(m_edited.description, language);
}

void VariantDocument::setTitle(const QString &language, const QString &text)
{
    Texts title = m_edited.title;
    setText(title, language, text);
    pushTexts(std::move(title), m_edited.description, tr("Change the title"));
}

void VariantDocument::setDescription(const QString &language, const QString &text)
{
    Texts description = m_edited.description;
    setText(description, language, text);
    pushTexts(m_edited.title, std::move(description), tr("Change the description"));
}

void VariantDocument::renameCopy(const QString &language, const QString &text)
{
    Texts title = m_edited.title;
    std::erase_if(title, [this](const auto &entry) {
        const auto original = m_originalTitle.find(entry.first);
        return original != m_originalTitle.end() && original->second == entry.second;
    });
    setText(title, language, text);
    pushTexts(std::move(title), m_edited.description, tr("Rename"));
}

void VariantDocument::pushTexts(Texts title, Texts description, const QString &what)
{
    if (title == m_edited.title && description == m_edited.description)
        return;
    m_undo->push(new TextsCommand(
        this, {m_edited.title, m_edited.description}, {std::move(title), std::move(description)}, what));
}

void VariantDocument::applyTexts(const Texts &title, const Texts &description)
{
    m_edited.title = title;
    m_edited.description = description;
    Q_EMIT textsChanged();
    revalidate();
}

// ---- Validation and the file ------------------------------------------------

std::string VariantDocument::extendsReference(const QString &fileName) const
{
    const std::filesystem::path target = toPath(QFileInfo(fileName).absoluteFilePath());
    const std::filesystem::path baseFile = toPath(QFileInfo(QString::fromStdString(m_base.file)).absoluteFilePath());
    const std::string wanted = canonicalPath(baseFile);
    // Shortest first: "standard" (next to the file, or the game's own), then
    // the id, then the path itself.
    for (const std::string &ref : {baseFile.stem().string(), m_base.id, baseFile.string()}) {
        const auto found = m_loader.resolve(ref, target.parent_path(), m_edited.game);
        if (found && canonicalPath(*found) == wanted)
            return ref;
    }
    return baseFile.string();
}

std::string VariantDocument::compose(const QString &fileName) const
{
    // Ranks without cards are kept while editing (a column being filled in)
    // but a file cannot say them.
    Variant effective = m_edited;
    for (auto &[path, param] : effective.params)
        if (Deck *deck = std::get_if<Deck>(&param.value))
            deck->dropEmptyRanks();
    Variant base = m_base;
    base.id = extendsReference(fileName);
    const bool sameFile = !m_fileName.isEmpty() && QFileInfo(fileName).absoluteFilePath() == m_fileName;
    return (sameFile ? m_header : std::string()) + writeHouseRule(effective, base, m_schema);
}

QString VariantDocument::validationFileName() const
{
    if (!m_fileName.isEmpty())
        return m_fileName;
    // A new house rule is read as if it lay next to its base, so that
    // `extends:` reads as it will in the user's folder.
    return QFileInfo(QString::fromStdString(m_base.file)).absolutePath() + u"/new-house-rule.yaml"_s;
}

void VariantDocument::revalidate()
{
    const QString fileName = validationFileName();
    const std::string text = compose(fileName);
    m_text = QString::fromStdString(text);
    auto loaded = m_loader.loadText(text, fileName.toStdString());
    if (loaded) {
        m_diagnostics.clear();
        m_valid = std::make_shared<const Variant>(std::move(*loaded));
    } else {
        m_diagnostics = loaded.errors();
        m_valid.reset();
    }
    Q_EMIT validated();
}

bool VariantDocument::isModified() const
{
    return !m_undo->isClean();
}

bool VariantDocument::save(const QString &fileName, QString *error)
{
    auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    const QString file = QFileInfo(fileName).absoluteFilePath();
    if (canonicalPath(toPath(file)) == canonicalPath(toPath(QString::fromStdString(m_base.file))))
        return fail(tr("%1 holds the base rules these rules extend: save them under another name.").arg(file));
    const std::string text = compose(file);
    const auto check = m_loader.loadText(text, file.toStdString());
    if (!check)
        return fail(tr("The game would reject these rules:\n%1").arg(lines(check.errors()).join(u'\n')));

    QDir().mkpath(QFileInfo(file).absolutePath());
    QSaveFile out(file);
    if (!out.open(QIODevice::WriteOnly))
        return fail(out.errorString());
    out.write(QByteArray::fromStdString(text));
    if (!out.commit())
        return fail(out.errorString());

    const bool renamed = file != m_fileName;
    m_fileName = file;
    m_originalTitle = m_edited.title;
    m_openWarnings.clear(); // written in today's form
    m_undo->setClean();
    revalidate();
    if (renamed)
        Q_EMIT fileNameChanged();
    return true;
}
