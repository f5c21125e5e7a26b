/// The EffectDSL module.
enum EffectDSLModule {}
