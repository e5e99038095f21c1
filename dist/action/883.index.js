"use strict";
exports.id = 883;
exports.ids = [883];
exports.modules = {

/***/ 883:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8532);
// Imported first by the CLI's and the action's entry points, before any schema is built. zod compiles a
// fast path (`new Function`) for each object schema on its first parse: worth it in a server that parses
// the same shape many times, a loss in a process that parses each shape once or twice.

(0,zod__WEBPACK_IMPORTED_MODULE_0__/* .config */ .$W)({ jitless: true });


/***/ })

};
;