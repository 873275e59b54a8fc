#pragma once

#include "core/game/deck.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <optional>

class VariantDocument;
class VariantTexts;

namespace houserules {
struct ParamSpec;
}

// A variant's deck as a designer edits it in a spreadsheet: a row per suit
// (one row for a deck without suits), a column per rank (numbers from low to
// high, then named cards), the number of cards of each kind in the cells,
// and a last row and column of totals whose corner is the deck's size.
// Counts are edited in place (a spin box bounded by the game's DeckShape);
// suits and ranks are added and removed here; the deck is imported and
// exported as CSV (see deckcsv.h). Every change is one undoable edit of the
// document's deck parameter.
//
// Cells that differ from the base deck are marked (EditorRole::Changed); a
// count refused (setData() outside 0..the shape's most) is marked in its cell
// until the cell's count changes (EditorRole::Refused).
class DeckModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    // `path` names a Deck parameter of the document's schema.
    DeckModel(VariantDocument *document, const QString &path, const VariantTexts *texts, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString path() const { return m_path; }
    const houserules::Deck &deck() const { return m_deck; }
    const houserules::DeckShape &shape() const;
    int suitCount() const { return int(m_deck.suits.size()); }
    int rankCount() const { return int(m_deck.ranks.size()); }
    bool isTotal(const QModelIndex &index) const;
    // A kind of card in words: "Gold 7", or "7" in a deck without suits.
    QString kindLabel(int suit, int rank) const;

    // What may be added: another suit (below the shape's maximum), and the
    // named ranks the shape allows that the deck lacks.
    bool canAddSuit() const;
    QStringList missingNames() const;

    // A new suit `suit` (lower-case letters, digits, - and _), with the cards
    // of the suit in row `copyFrom` (-1: none). False, and `error` says why,
    // when the name is not one or taken, or the shape allows no more suits.
    bool addSuit(const QString &suit, int copyFrom, QString *error = nullptr);
    bool removeSuit(int row);
    // A new rank: a number (in the shape's range) or one of missingNames(),
    // with `count` cards of it in every suit.
    bool addRank(const QString &rank, int count, QString *error = nullptr);
    bool removeRank(int column);

    // Many counts at once (a paste, a clear) as one undoable edit: `rows`
    // of cells from (`suit`, `rank`) on, right and down; empty cells count 0.
    // False, and nothing changes, when a cell falls outside the suits and
    // ranks or holds no count the shape allows.
    bool setCounts(int suit, int rank, const QList<QStringList> &rows);

    QString toCsv() const;
    // What importing a CSV did: nothing when there are errors (each with its
    // line) or when the file leaves out kinds the deck has (`lacking`, in
    // words, see DeckCsv::lacking) and their removal was not allowed.
    struct CsvImport {
        QStringList errors;
        QStringList lacking;
        bool changed = false;
    };
    enum class Lacking { Refuse, Remove };
    // Replaces the deck with the CSV's (one undoable edit).
    CsvImport importCsv(const QString &text, Lacking lacking = Lacking::Refuse);

    void retranslate();

private:
    const houserules::ParamSpec &spec() const;
    void valueChanged(const QString &path);
    void validated();
    int baseCount(int suit, int rank) const;
    void commit(houserules::Deck deck, const QString &undoText);

    VariantDocument *m_document;
    QString m_path;
    const VariantTexts *m_texts;
    houserules::Deck m_deck;                    // as shown: follows the document's
    QHash<QString, QStringList> m_suitProblems; // suit id -> the loader's messages about it
    // A count typed and refused: what was typed, and the count the cell kept.
    struct Refused {
        QString typed;
        int count = 0;
    };
    QHash<QPair<QString, QString>, Refused> m_refused; // (suit id, rank id)
    QPair<QString, QString> kindAt(const QModelIndex &index) const;
    const Refused *refusedAt(const QModelIndex &index) const;
    // data() by kind of cell: a total, a refused count, a count.
    QVariant totalData(int suit, int rank, int role) const;
    std::optional<QVariant> refusedData(int suit, int rank, const Refused &refused, int role) const;
    QVariant countData(int suit, int rank, int role) const;
    void forgetRefused(const QModelIndex &index);
};
