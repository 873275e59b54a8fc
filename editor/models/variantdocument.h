#pragma once

#include "core/variants/schema.h"
#include "core/variants/variant.h"

#include <QObject>
#include <QStringList>

#include <memory>
#include <optional>

class QUndoStack;

// One variant being edited: its parameters and its titles and descriptions
// per language, against a base (what "changed" and "reset" compare with, and
// what the saved house rule `extends:`), with every edit an undoable command
// on its QUndoStack.
//
// After every edit the document writes the house rule as Save would
// (writeHouseRule) and reads that text back with the engine's own loader
// (VariantLoader::loadText, the code `houserules-cli validate` runs), so the
// editor can never accept what the game rejects. The edited values may hold
// what the loader rejects (players.min above players.max, a suit without
// cards): the loader's diagnostics then say so, and Save refuses.
//
// Lives in the GUI thread; the models read it and follow its signals.
class VariantDocument final : public QObject {
    Q_OBJECT
public:
    // `edited` and `base` are variants of the game whose schema is `schema`
    // (which must outlive the document). `fileName` is the file `edited` came
    // from (empty for a new house rule).
    VariantDocument(houserules::VariantLoader loader, const houserules::Schema &schema, houserules::Variant edited,
        houserules::Variant base, const QString &fileName, QObject *parent = nullptr);
    ~VariantDocument() override;

    // Opens a variant file. Its base is the variant it extends; a variant
    // extending none (a game's standard rules) is its own base. Nothing, and
    // `errors` filled, when the file or its base does not load.
    static std::unique_ptr<VariantDocument> open(const QString &fileName, const houserules::VariantLoader &loader,
        const houserules::VariantLoader::SchemaLookup &schemaFor, QStringList *errors);
    // A new house rule of `game` titled `title` (in `language`), starting
    // from the game's base variant (Schema::baseVariant) and extending it.
    static std::unique_ptr<VariantDocument> create(const QString &game, const QString &language, const QString &title,
        const houserules::VariantLoader &loader, const houserules::VariantLoader::SchemaLookup &schemaFor,
        QStringList *errors);

    QString gameId() const;
    const houserules::Schema &schema() const { return m_schema; }
    const houserules::Variant &edited() const { return m_edited; }
    const houserules::Variant &base() const { return m_base; }
    QUndoStack *undoStack() const { return m_undo; }

    // ---- Parameters. Preconditions: `path` is in the schema, `value` of its type.
    const houserules::ParamValue &value(const std::string &path) const;
    const houserules::ParamValue *baseValue(const std::string &path) const;
    bool isChanged(const std::string &path) const; // differs from the base
    int changedCount() const;
    // Undoable; `what` names the change in the undo history ("Cards in hand").
    // Nothing happens when the value is already that.
    void setValue(const std::string &path, houserules::ParamValue value, const QString &what = {});
    // The same, named in the undo history by `undoText` as it is ("Add a colour").
    void edit(const std::string &path, houserules::ParamValue value, const QString &undoText);
    void resetToBase(const std::string &path, const QString &what = {});
    void resetAllToBase();

    // ---- Titles and descriptions, by language code ("nl"); empty removes one.
    QString title(const QString &language) const;
    QString description(const QString &language) const;
    void setTitle(const QString &language, const QString &text);
    void setDescription(const QString &language, const QString &text);
    // Names a copy: `title` in `language`, and the titles in other languages
    // that were the original's are dropped (they name the variant it was
    // made from; the start page would list two variants under one name).
    void renameCopy(const QString &language, const QString &title);

    // ---- Validation, as of the last edit.
    const houserules::Diagnostics &diagnostics() const { return m_diagnostics; }
    // What the file as opened says in a form no longer written (an old
    // spelling, see Variant::warnings): read, and until the file is saved
    // again (in today's form) worth saying.
    const houserules::Diagnostics &openWarnings() const { return m_openWarnings; }
    bool isValid() const { return m_diagnostics.empty(); }
    // The variant the game would play (the file as saved, read back); null
    // while there are problems.
    std::shared_ptr<const houserules::Variant> validVariant() const { return m_valid; }
    // The house rule as Save would write it now.
    QString text() const { return m_text; }
    // The file name text() is read as: the file's, or for a new house rule
    // one beside its base. Diagnostics elsewhere are about the base.
    QString validationFileName() const;
    void revalidate();

    // ---- The file.
    QString fileName() const { return m_fileName; }
    bool isModified() const;
    // Writes the house rule to `fileName` through QSaveFile and from then on
    // edits that file. Saved over the file it came from, the comment lines
    // the file opened with are kept (a shipped house rule saved unchanged is
    // the same file, byte for byte). Refuses (false, `error` says why) while there are
    // problems: a file the game rejects is never written.
    bool save(const QString &fileName, QString *error = nullptr);
    // What `extends:` names when the house rule is saved as `fileName`: the
    // shortest reference the loader resolves to the base from there (its
    // name next to it or as a variant of the game, else its id or path).
    std::string extendsReference(const QString &fileName) const;

Q_SIGNALS:
    void valueChanged(const QString &path);
    void textsChanged(); // a title or a description
    void validated();    // diagnostics(), text() and validVariant() are new
    void fileNameChanged();
    void modifiedChanged(bool modified);

private:
    friend class ParamCommand;
    friend class ParamsCommand;
    friend class TextsCommand;

    using Texts = std::map<std::string, std::string>;
    void apply(const std::string &path, const houserules::ParamValue &value);
    void applyAll(const std::map<std::string, houserules::Param> &params);
    void applyTexts(const Texts &title, const Texts &description);
    void pushTexts(Texts title, Texts description, const QString &what);
    // The house rule's text for a file at `fileName`, and its diagnostics.
    std::string compose(const QString &fileName) const;

    houserules::VariantLoader m_loader;
    const houserules::Schema &m_schema;
    houserules::Variant m_edited;
    houserules::Variant m_base;
    Texts m_originalTitle; // as opened: what renameCopy() drops
    QString m_fileName;
    QUndoStack *m_undo;

    houserules::Diagnostics m_diagnostics;
    std::shared_ptr<const houserules::Variant> m_valid;
    QString m_text;
    std::string m_header; // the comment the file opened with, kept when it is saved again
    houserules::Diagnostics m_openWarnings;
};
