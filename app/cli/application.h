#pragma once

// The application object houserules-cli runs in.

#include <QCoreApplication>

#include <memory>

// A QCoreApplication, or for the commands that print PDFs (fonts, the SVG
// art) a QGuiApplication on the offscreen platform unless QT_QPA_PLATFORM
// says otherwise: a command line usually runs without a display.
std::unique_ptr<QCoreApplication> makeApplication(int &argc, char **argv, bool printing);
