/// The Effects module.
enum EffectsModule {}
