// The feed feature's public entry: what pages in app/ compose. Its modals (points, feedback,
// invite a friend) load when opened: `import('../../features/feed/components/PointsModal')`.
