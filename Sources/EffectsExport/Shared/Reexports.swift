// The interchange model is part of the export's API (its options, error and report): an app that
// imports EffectsExport has it without a second import.
@_exported import EffectsInterchange
