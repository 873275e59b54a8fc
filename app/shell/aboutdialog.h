#pragma once

#include <QDialog>

// Version, licence and credits (the games' designers and publishers).
class AboutDialog final : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget *parent = nullptr);

protected:
    void showEvent(QShowEvent *event) override;
};
